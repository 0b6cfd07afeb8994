import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ENGINE_RECORD_FILE, recordEngine } from './engine-record.ts';
import { readSqlFiles, applyMigrations } from './migrations.ts';
import { openPglite } from './pglite-database.ts';
import { TEMPLATE_DIR, isEmptyFolder, removeLeftovers } from './pglite-template.ts';
import { supabaseDir } from './project-paths.ts';

/**
 * A PGlite cluster on which the bootstrap and every migration already ran, made once per set of
 * SQL files and copied into each new data folder: pglite-template.ts's empty cluster taken one
 * step further. Running the ~60 migrations is most of a first start (3–4 s on two cores); the
 * copy takes ~50 ms. It lives beside the empty template in node_modules/.cache, named by a hash
 * of the PGlite version and the SQL files, so a changed migration makes a new one and the old is
 * removed. The migrations still run after the copy (they find nothing to do), and the copy rolls
 * the per-database secrets the migrations generated (private.roll_install_secrets), so no two
 * data folders share one.
 */
const MIGRATED_PREFIX = 'migrated-';
const DAY_MS = 24 * 60 * 60 * 1000;

/** The hash of the PGlite version and every bootstrap and migration file, names and contents. */
export function migrationsKey(root?: string): string {
  const dir = supabaseDir(root);
  const hash = createHash('sha256').update(path.basename(TEMPLATE_DIR));
  for (const folder of [path.join(dir, 'local', 'bootstrap'), path.join(dir, 'migrations')])
    for (const file of readSqlFiles(folder)) hash.update(`${file.name}\0${file.checksum}\0`);
  return hash.digest('hex').slice(0, 16);
}

function templateDirFor(key: string): string {
  return path.join(path.dirname(TEMPLATE_DIR), `${MIGRATED_PREFIX}${key}`);
}

/** Made aside in a data folder of its own and renamed into place, as the empty template is. */
async function ensureMigratedTemplate(root?: string): Promise<string> {
  const key = migrationsKey(root);
  const templateDir = templateDirFor(key);
  if (fs.existsSync(path.join(templateDir, 'PG_VERSION'))) {
    // A template made before folders recorded their engine: this PGlite made it (see the key).
    if (!fs.existsSync(path.join(templateDir, ENGINE_RECORD_FILE)))
      recordEngine(templateDir, { made: true });
    return templateDir;
  }
  const parent = path.dirname(templateDir);
  fs.mkdirSync(parent, { recursive: true });
  const making = path.join(parent, `making-${MIGRATED_PREFIX}${key}-${randomUUID()}`);
  try {
    const db = await openPglite(making);
    try {
      await applyMigrations(db, root);
    } finally {
      await db.close();
    }
    try {
      fs.renameSync(path.join(making, 'pg'), templateDir);
    } catch (error) {
      // Another process made it first: theirs is as good.
      if (!fs.existsSync(path.join(templateDir, 'PG_VERSION'))) throw error;
    }
  } finally {
    fs.rmSync(making, { recursive: true, force: true });
  }
  // Templates of earlier migrations are of no more use once a day has passed without them
  // (a day, not at once: tests that migrate another project root make templates of their own).
  for (const name of fs.readdirSync(parent))
    if (name.startsWith(MIGRATED_PREFIX) && name !== path.basename(templateDir))
      removeLeftovers(parent, name, DAY_MS);
  removeLeftovers(parent, `making-${MIGRATED_PREFIX}`, 10 * 60 * 1000);
  return templateDir;
}

/**
 * On a first start (`<dataDir>/pg` missing or empty), copies the migrated template there and
 * answers true: the caller then rolls the secrets. Answers false, leaving the folder as it was,
 * when the folder is not new or no template can be made (a read-only node_modules, say), and the
 * start runs the migrations itself.
 */
export async function copyMigratedTemplateInto(dataDir: string, root?: string): Promise<boolean> {
  const pgDir = path.join(path.resolve(dataDir), 'pg');
  if (!isEmptyFolder(pgDir)) return false;
  let template: string;
  try {
    template = await ensureMigratedTemplate(root);
  } catch {
    return false;
  }
  fs.mkdirSync(path.dirname(pgDir), { recursive: true });
  const copying = `${pgDir}.copying-${randomUUID()}`;
  try {
    fs.cpSync(template, copying, { recursive: true });
    // rename(2) replaces only a missing or empty folder: a start that filled it first keeps it.
    fs.renameSync(copying, pgDir);
    return true;
  } catch {
    return false;
  } finally {
    fs.rmSync(copying, { recursive: true, force: true });
  }
}
