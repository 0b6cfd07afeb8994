import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

/**
 * A newly initialised PGlite cluster, made once per PGlite version and copied into every new data
 * folder, as Postgres's own `createdb` copies template1. PGlite's initdb is most of a first start
 * (2.4 s of 3.2 s on a two-core machine); copying its 39 MB takes ~40 ms. The cluster holds
 * nothing of this project (the migrations run afterwards, as on any start), so one template
 * serves every data folder; it lives in `node_modules/.cache`, beside the PGlite it was made by.
 */
const require = createRequire(import.meta.url);
const pgliteDir = path.resolve(path.dirname(require.resolve('@electric-sql/pglite')), '..');
/** This PGlite's package version, e.g. 0.5.16. */
export const PGLITE_VERSION = (
  JSON.parse(fs.readFileSync(path.join(pgliteDir, 'package.json'), 'utf8')) as { version: string }
).version;

/** `<node_modules>/.cache/pglite-template/<version>`: where the template of this PGlite lives. */
export const TEMPLATE_DIR = path.join(
  pgliteDir,
  '..',
  '..',
  '.cache',
  'pglite-template',
  `pglite-${PGLITE_VERSION}`,
);

/** Postgres writes PG_VERSION first in initdb; a cluster without it is not one. */
function isCluster(dir: string): boolean {
  return fs.existsSync(path.join(dir, 'PG_VERSION'));
}

/** Whether `dir` is missing or an empty folder, i.e. a first start. */
export function isEmptyFolder(dir: string): boolean {
  return !fs.existsSync(dir) || fs.readdirSync(dir).length === 0;
}

/** A template being made for longer than this was left by a killed process (initdb: ~2.5 s). */
const STALE_MS = 10 * 60 * 1000;

/** Removes the folders in `dir` named `<prefix>…` last changed more than `olderThanMs` ago. */
export function removeLeftovers(dir: string, prefix: string, olderThanMs: number): void {
  for (const name of fs.readdirSync(dir)) {
    if (!name.startsWith(prefix)) continue;
    const leftover = path.join(dir, name);
    // 0 means at once: a folder made this millisecond has an mtime past Date.now()'s whole ms.
    if (olderThanMs <= 0 || Date.now() - fs.statSync(leftover).mtimeMs >= olderThanMs) {
      fs.rmSync(leftover, { recursive: true, force: true });
    }
  }
}

/**
 * The template's folder, made first when missing. Made aside and renamed into place, so a
 * process killed half-way or two processes making it at once never leave a half-made template.
 */
export async function ensureTemplate(templateDir: string = TEMPLATE_DIR): Promise<string> {
  if (isCluster(templateDir)) return templateDir;
  fs.mkdirSync(path.dirname(templateDir), { recursive: true });
  removeLeftovers(path.dirname(templateDir), `${path.basename(templateDir)}.making-`, STALE_MS);
  const making = `${templateDir}.making-${randomUUID()}`;
  try {
    const pg = await PGlite.create(making);
    await pg.close();
    try {
      fs.renameSync(making, templateDir);
    } catch (error) {
      // Another process put its template in place first: use that one.
      if (!isCluster(templateDir)) throw error;
    }
  } finally {
    fs.rmSync(making, { recursive: true, force: true });
  }
  return templateDir;
}

/**
 * Fills an empty `pgDir` with a copy of the template, copied aside and renamed into place so a
 * start killed mid-copy leaves the folder empty, never half a cluster. When the template cannot
 * be made (a read-only node_modules, say), leaves `pgDir` as it is and PGlite runs initdb there.
 */
export async function copyTemplateInto(
  pgDir: string,
  templateDir: string = TEMPLATE_DIR,
): Promise<boolean> {
  // The data folder is locked by this process, so a copy found half-way was left by a killed one:
  // it goes whether or not a template can be had (making one can fail while another test or
  // process makes it).
  removeLeftovers(path.dirname(pgDir), `${path.basename(pgDir)}.copying-`, 0);
  let template: string;
  try {
    template = await ensureTemplate(templateDir);
  } catch {
    return false;
  }
  const copying = `${pgDir}.copying-${randomUUID()}`;
  try {
    fs.cpSync(template, copying, { recursive: true });
    // rename(2) replaces an empty folder.
    fs.renameSync(copying, pgDir);
  } finally {
    fs.rmSync(copying, { recursive: true, force: true });
  }
  return true;
}
