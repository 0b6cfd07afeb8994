// Which engine wrote a data folder: `<dataDir>/pg/majlis-engine.json` names the PGlite version and
// the PostgreSQL major it runs, written when the folder is made and updated on every open by a
// PGlite that can read it. A start checks it before PGlite touches the folder, so a PGlite that
// cannot read it stops with what to do instead of failing half-way or, worse, writing into it.
import fs from 'node:fs';
import path from 'node:path';
import { PGLITE_VERSION } from './pglite-template.ts';

/**
 * The PostgreSQL major this PGlite runs; tests/integration/database/engine-record.test.ts pins it
 * to the server_version_num of an opened database, so a PGlite upgrade that changes it fails there.
 */
export const POSTGRES_MAJOR = 18;

export const ENGINE_RECORD_FILE = 'majlis-engine.json';

export interface Engine {
  /** PGlite's package version, or null for a folder made before the record existed. */
  pglite: string | null;
  postgresMajor: number;
}

export const CURRENT_ENGINE: Engine = { pglite: PGLITE_VERSION, postgresMajor: POSTGRES_MAJOR };

interface EngineRecord {
  pglite: string;
  postgresMajor: number;
  /** The PGlite that made the folder; 'unrecorded' for one made before records were kept. */
  firstWrittenBy: string;
  updatedAt: string;
}

/** "0.5" for 0.5.16: each 0.x minor release of PGlite may change what it writes. */
function releaseLine(version: string): string {
  const [major = '0', minor = '0'] = version.split('.');
  return major === '0' ? `0.${minor}` : major;
}

function compareLines(a: string, b: string): number {
  const [aMajor = 0, aMinor = 0] = a.split('.').map(Number);
  const [bMajor = 0, bMinor = 0] = b.split('.').map(Number);
  return aMajor - bMajor || aMinor - bMinor;
}

export const describeEngine = (engine: Engine): string =>
  `PGlite ${engine.pglite ?? '(unrecorded)'} (PostgreSQL ${engine.postgresMajor})`;

function readRecord(pgDir: string): EngineRecord | undefined {
  try {
    return JSON.parse(
      fs.readFileSync(path.join(pgDir, ENGINE_RECORD_FILE), 'utf8'),
    ) as EngineRecord;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new Error(`The engine record ${path.join(pgDir, ENGINE_RECORD_FILE)} is unreadable`, {
      cause: error,
    });
  }
}

/**
 * The engine that wrote the cluster in `pgDir`, or undefined when there is none yet. PG_VERSION
 * (written by Postgres itself) gives the major; the record, the PGlite version.
 */
export function folderEngine(pgDir: string): Engine | undefined {
  let pgVersion: string;
  try {
    pgVersion = fs.readFileSync(path.join(pgDir, 'PG_VERSION'), 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const postgresMajor = Number.parseInt(pgVersion, 10);
  if (!Number.isInteger(postgresMajor))
    throw new Error(
      `${path.join(pgDir, 'PG_VERSION')} names no PostgreSQL version: "${pgVersion}"`,
    );
  return { pglite: readRecord(pgDir)?.pglite ?? null, postgresMajor };
}

/** Why `current` cannot read a folder written by `folder`, or undefined when it can. */
export function incompatibility(folder: Engine, current: Engine = CURRENT_ENGINE) {
  if (folder.postgresMajor !== current.postgresMajor)
    return {
      older: folder.postgresMajor < current.postgresMajor,
      why: `PostgreSQL ${current.postgresMajor} cannot read the files of PostgreSQL ${folder.postgresMajor}`,
    };
  // A folder without a record was made by a PGlite of this PostgreSQL major before records were
  // kept (this project has only used PGlite 0.5): PG_VERSION is all there is to check.
  if (folder.pglite === null || current.pglite === null) return undefined;
  const order = compareLines(releaseLine(folder.pglite), releaseLine(current.pglite));
  if (order === 0) return undefined;
  return {
    older: order < 0,
    why: `PGlite's ${releaseLine(folder.pglite)} and ${releaseLine(current.pglite)} releases may write the data folder differently (each 0.x minor release may change it)`,
  };
}

/** A start that would open a data folder this PGlite cannot read. */
export class EngineMismatchError extends Error {
  readonly folder: Engine;

  constructor(dataDir: string, folder: Engine, why: string, older: boolean) {
    const upgrade = older
      ? `To upgrade it, stop the site and run: npm run data:upgrade -- --data-dir ${dataDir}` +
        (folder.postgresMajor === POSTGRES_MAJOR
          ? ''
          : ` --engine <a folder with PGlite ${folder.pglite ?? `of PostgreSQL ${folder.postgresMajor}`}, e.g. ` +
            `after npm install --prefix /tmp/old-pglite @electric-sql/pglite@${folder.pglite ?? '<version>'}>`) +
        ' (it dumps every row, restores them into a new folder and keeps this one beside it, ' +
        'renamed). Or run the version of the site that wrote it.'
      : 'Run the version of the site that wrote it, or a newer one.';
    super(
      `The data folder ${dataDir} was written by ${describeEngine(folder)}, and this version of ` +
        `the site runs ${describeEngine(CURRENT_ENGINE)}, which cannot read it: ${why}. ` +
        `Nothing in the folder was opened or changed. ${upgrade}`,
    );
    this.name = 'EngineMismatchError';
    this.folder = folder;
  }
}

/** Throws EngineMismatchError when this PGlite cannot read the cluster in `<dataDir>/pg`. */
export function assertReadableFolder(dataDir: string): void {
  const folder = folderEngine(path.join(dataDir, 'pg'));
  if (!folder) return;
  const problem = incompatibility(folder);
  if (problem) throw new EngineMismatchError(dataDir, folder, problem.why, problem.older);
}

/** Records this PGlite as the folder's engine, once it has opened it; `made`: a new folder. */
export function recordEngine(pgDir: string, { made }: { made: boolean }): void {
  const previous = readRecord(pgDir);
  const record: EngineRecord = {
    pglite: PGLITE_VERSION,
    postgresMajor: POSTGRES_MAJOR,
    firstWrittenBy: previous?.firstWrittenBy ?? (made ? PGLITE_VERSION : 'unrecorded'),
    updatedAt: new Date().toISOString(),
  };
  if (previous?.pglite === record.pglite && previous.postgresMajor === record.postgresMajor) return;
  const file = path.join(pgDir, ENGINE_RECORD_FILE);
  const writing = `${file}.${process.pid}`;
  fs.writeFileSync(writing, `${JSON.stringify(record, null, 2)}\n`);
  fs.renameSync(writing, file);
}
