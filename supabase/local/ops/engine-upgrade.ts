// npm run data:upgrade: moves a data folder written by an older PGlite to this one, by dump and
// restore. The folder's rows and files are read with a PGlite that can read them (the one given
// with --engine, or this one when the PostgreSQL major is the same), written as a backup archive,
// restored into a new folder (which checks every byte and count), and the new folder takes the old
// one's place; the old one is kept beside it, renamed, never deleted.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { applyMigrations } from '../db/index.ts';
import { lockDataFolder } from '../db/data-folder-lock.ts';
import {
  CURRENT_ENGINE,
  describeEngine,
  folderEngine,
  incompatibility,
  type Engine,
} from '../db/engine-record.ts';
import { openPglite } from '../db/pglite-database.ts';
import { takeSnapshot, writeBackupArchive } from './backup-archive.ts';
import { restoreArchive } from './restore-archive.ts';

export interface UpgradeReport {
  from: Engine;
  /** The archive of the old folder's rows and files, left in the backup folder. */
  archive: string;
  rows: number;
  files: number;
  /** Where the old folder now is. */
  keptAt: string;
}

/** A PGlite package: a folder holding its package.json, or a prefix with it in node_modules. */
export async function loadEngine(
  folder: string,
): Promise<{ PGlite: typeof PGlite; version: string }> {
  const candidates = [folder, path.join(folder, 'node_modules', '@electric-sql', 'pglite')];
  const packageDir = candidates.find((dir) => {
    try {
      const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
      return (manifest as { name?: string }).name === '@electric-sql/pglite';
    } catch {
      return false;
    }
  });
  if (!packageDir)
    throw new Error(
      `${folder} holds no @electric-sql/pglite package (neither its package.json nor node_modules/@electric-sql/pglite)`,
    );
  const { version } = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  const entry = createRequire(path.join(packageDir, 'package.json')).resolve(packageDir);
  const module = (await import(pathToFileURL(entry).href)) as {
    PGlite?: typeof PGlite;
    default?: { PGlite?: typeof PGlite };
  };
  const engine = module.PGlite ?? module.default?.PGlite;
  if (!engine) throw new Error(`${packageDir} exports no PGlite class`);
  return { PGlite: engine, version: String(version) };
}

const stamp = () => new Date().toISOString().slice(0, 19).replaceAll(':', '-');

/**
 * Upgrades `dataDir` (which no process may have open) to this PGlite. Answers null when the folder
 * needs no upgrade. `engineDir`: the PGlite to read it with (needed when its PostgreSQL major is
 * not this one's). `backupDir`: where the archive of the old folder is left.
 */
export async function upgradeDataFolder(options: {
  dataDir: string;
  backupDir: string;
  engineDir?: string;
  log?: (line: string) => void;
}): Promise<UpgradeReport | null> {
  const log = options.log ?? (() => undefined);
  const dataDir = path.resolve(options.dataDir);
  const from = folderEngine(path.join(dataDir, 'pg'));
  if (!from) throw new Error(`${dataDir} holds no PGlite database (no pg/PG_VERSION)`);
  const problem = incompatibility(from);
  if (!problem) return null;
  if (!problem.older)
    throw new Error(
      `${dataDir} was written by ${describeEngine(from)}, newer than this ${describeEngine(CURRENT_ENGINE)}: ` +
        'run the version of the site that wrote it; a folder is never downgraded',
    );
  if (!options.engineDir && from.postgresMajor !== CURRENT_ENGINE.postgresMajor)
    throw new Error(
      `${dataDir} holds PostgreSQL ${from.postgresMajor} files, which this PGlite cannot read: give ` +
        `the PGlite that wrote it with --engine, e.g. npm install --prefix /tmp/old-pglite ` +
        `@electric-sql/pglite@${from.pglite ?? '<its version>'} then --engine /tmp/old-pglite`,
    );
  const reader = options.engineDir
    ? await loadEngine(options.engineDir)
    : { PGlite, version: String(CURRENT_ENGINE.pglite) };
  log(`Reading ${dataDir} (${describeEngine(from)}) with PGlite ${reader.version}…`);

  const release = lockDataFolder(dataDir);
  const base = path.basename(dataDir);
  const parent = path.dirname(dataDir);
  const at = stamp();
  // The old cluster is read from a copy, so the folder kept aside is exactly as it was.
  const reading = path.join(parent, `${base}.upgrade-reading-${randomUUID()}`);
  const upgraded = path.join(parent, `${base}.upgraded-${at}`);
  const keptAt = path.join(parent, `${base}.pglite-${from.pglite ?? 'unrecorded'}-${at}`);
  try {
    fs.cpSync(path.join(dataDir, 'pg'), path.join(reading, 'pg'), { recursive: true });
    const old = await openPglite(reading, { reader: reader.PGlite });
    let saved;
    try {
      // Migrations this version added run on the copy, so the rows fit the new folder's tables.
      await applyMigrations(old);
      saved = await writeBackupArchive(
        await takeSnapshot(old, dataDir, { keepGoing: true }),
        dataDir,
        options.backupDir,
        { keepGoing: true },
      );
    } finally {
      await old.close();
    }
    log(`Archive of the old folder: ${saved.path}`);
    const restored = await restoreArchive({ archive: saved.path, dataDir: upgraded });
    release();
    fs.renameSync(dataDir, keptAt);
    fs.renameSync(upgraded, dataDir);
    return {
      from,
      archive: saved.path,
      rows: restored.rows,
      files: restored.files,
      keptAt,
    };
  } catch (error) {
    // Put the old folder back if it was already moved aside; the new one goes.
    if (!fs.existsSync(dataDir) && fs.existsSync(keptAt)) fs.renameSync(keptAt, dataDir);
    fs.rmSync(upgraded, { recursive: true, force: true });
    throw error;
  } finally {
    release();
    fs.rmSync(reading, { recursive: true, force: true });
  }
}
