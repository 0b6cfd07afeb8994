// Brings a backup archive into an empty data folder: every entry is checked against the manifest
// (size and SHA-256) as it is read, the rows are loaded into a freshly migrated database in one
// transaction and counted again, then the stored files and keys are put in place. A folder that
// is not empty is refused, and a failed restore leaves the folder empty again.
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { chmod, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { openDatabase, type Database, type Tx } from '../db/index.ts';
import { ObjectFiles } from '../storage/disk.ts';
import {
  MANIFEST_ENTRY,
  checkedEntries,
  parseManifest,
  type BackupManifest,
  type ManifestTable,
} from './backup-manifest.ts';
import { appliedMigrations, listTables, qualified, quoteIdent } from './database-snapshot.ts';
import { readTar } from './tar.ts';

/** The archive is not a sound backup: damaged, tampered with, incomplete or from elsewhere. */
export class DamagedArchiveError extends Error {
  constructor(archive: string, why: string) {
    super(`The archive ${archive} cannot be restored: ${why}. Nothing was restored.`);
    this.name = 'DamagedArchiveError';
  }
}

/** The target folder already holds something. */
export class FolderNotEmptyError extends Error {
  constructor(dataDir: string, names: string[]) {
    const shown = names.slice(0, 5).join(', ') + (names.length > 5 ? ', …' : '');
    super(
      `The data folder ${dataDir} is not empty (it holds ${shown}). A restore writes only into ` +
        'an empty folder, so it can never mix two installs: give a new folder with --data-dir, ' +
        'or move this one away first.',
    );
    this.name = 'FolderNotEmptyError';
  }
}

export interface RestoreReport {
  manifest: BackupManifest;
  rows: number;
  files: number;
}

/** Rows per INSERT: a few MB of JSON at a time. */
const ROWS_PER_INSERT = 2000;
const STAGING = '.restoring';

async function assertEmpty(dataDir: string): Promise<void> {
  const names = await readdir(dataDir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [] as string[];
    throw error;
  });
  if (names.length > 0) throw new FolderNotEmptyError(dataDir, names);
}

/** Reads the archive into memory (rows) and the staging folder (files), checking every byte. */
async function unpack(archive: string, staging: string) {
  let manifest: BackupManifest | undefined;
  let expected = new Map<string, { bytes: number; sha256: string; what: string }>();
  const rows = new Map<string, string>();
  const seen = new Set<string>();
  const damaged = (why: string) => new DamagedArchiveError(archive, why);
  try {
    await readTar(createReadStream(archive).pipe(createGunzip()), async (entry) => {
      if (!manifest) {
        if (entry.name !== MANIFEST_ENTRY) throw damaged('it does not start with its manifest');
        const chunks: Buffer[] = [];
        for await (const piece of entry.body) chunks.push(piece);
        try {
          manifest = parseManifest(Buffer.concat(chunks).toString('utf8'));
        } catch (error) {
          throw damaged((error as Error).message);
        }
        expected = checkedEntries(manifest);
        return;
      }
      const listed = expected.get(entry.name);
      if (!listed || seen.has(entry.name))
        throw damaged(`it holds ${entry.name}, which its manifest does not list`);
      seen.add(entry.name);
      const hash = createHash('sha256');
      const chunks: Buffer[] = [];
      const isRows = entry.name.startsWith('database/');
      if (isRows) {
        for await (const piece of entry.body) {
          hash.update(piece);
          chunks.push(piece);
        }
      } else {
        const target = path.join(staging, entry.name);
        await mkdir(path.dirname(target), { recursive: true });
        await pipeline(
          entry.body,
          async function* (source: AsyncIterable<Buffer>) {
            for await (const piece of source) {
              hash.update(piece);
              yield piece;
            }
          },
          createWriteStream(target, { mode: 0o600 }),
        );
      }
      if (entry.size !== listed.bytes || hash.digest('hex') !== listed.sha256)
        throw damaged(`${listed.what} (${entry.name}) does not match its checksum`);
      if (isRows) rows.set(entry.name, Buffer.concat(chunks).toString('utf8'));
    });
  } catch (error) {
    if (error instanceof DamagedArchiveError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'EACCES' || code === 'EISDIR') throw error;
    throw damaged(error instanceof Error ? error.message : String(error));
  }
  if (!manifest) throw damaged('it holds no manifest');
  for (const [name, listed] of expected)
    if (!seen.has(name)) throw damaged(`${listed.what} (${name}) is missing from it`);
  for (const table of manifest.tables) {
    const text = rows.get(table.entry) ?? '';
    const count = text === '' ? 0 : text.split('\n').length;
    if (count !== table.rows)
      throw damaged(
        `${table.schema}.${table.name} holds ${count} rows, its manifest says ${table.rows}`,
      );
  }
  return { manifest, rows };
}

async function loadTable(tx: Tx, table: ManifestTable, ndjson: string): Promise<void> {
  if (ndjson === '') return;
  const target = qualified(table.schema, table.name);
  const columns = table.columns.map(quoteIdent).join(', ');
  const lines = ndjson.split('\n');
  for (let start = 0; start < lines.length; start += ROWS_PER_INSERT) {
    const batch = `[${lines.slice(start, start + ROWS_PER_INSERT).join(',')}]`;
    await tx.query(
      `insert into ${target} (${columns}) overriding system value
       select ${columns} from jsonb_populate_recordset(null::${target}, $1::jsonb)`,
      [batch],
    );
  }
}

/** Replaces every row of the freshly migrated database with the archive's, in one transaction. */
async function loadRows(
  db: Database,
  archive: string,
  manifest: BackupManifest,
  rows: Map<string, string>,
): Promise<number> {
  const here = await appliedMigrations(db);
  if (here.join(',') !== manifest.migrations.join(',')) {
    const theirs = manifest.migrations.at(-1) ?? 'none';
    throw new DamagedArchiveError(
      archive,
      `it was made by a version of the site whose last migration is ${theirs}, and this one's ` +
        `is ${here.at(-1) ?? 'none'}. Restore it with the version that made it (its manifest ` +
        'lists the migrations), then upgrade',
    );
  }
  return db.transaction(async (tx) => {
    // Rows go in as they were: no triggers (no jobs queued again, no notifications), no
    // foreign-key checks in between (the snapshot was consistent as a whole).
    await tx.query('set local session_replication_role = replica');
    const tables = await listTables(tx);
    const known = new Set(tables.map((table) => qualified(table.schema, table.name)));
    for (const table of manifest.tables) {
      if (!known.has(qualified(table.schema, table.name)))
        throw new DamagedArchiveError(
          archive,
          `this database has no table ${table.schema}.${table.name}`,
        );
    }
    await tx.query(
      `truncate ${tables.map((table) => qualified(table.schema, table.name)).join(', ')}`,
    );
    let total = 0;
    for (const table of manifest.tables) {
      await loadTable(tx, table, rows.get(table.entry) ?? '');
      const { rows: counted } = await tx.query<{ n: number }>(
        `select count(*)::int as n from ${qualified(table.schema, table.name)}`,
      );
      if (counted[0]?.n !== table.rows)
        throw new Error(
          `${table.schema}.${table.name} holds ${counted[0]?.n} rows after the restore, not ${table.rows}`,
        );
      total += table.rows;
    }
    for (const sequence of manifest.sequences) {
      const name = qualified(sequence.schema, sequence.name);
      if (sequence.lastValue === null) await tx.query(`alter sequence ${name} restart`);
      else
        await tx.query(`select setval($1::regclass, $2::bigint, true)`, [name, sequence.lastValue]);
    }
    return total;
  });
}

/** Moves the checked files from staging to where the server reads them. */
async function placeFiles(dataDir: string, staging: string, manifest: BackupManifest) {
  const store = new ObjectFiles(dataDir);
  for (const file of manifest.files) {
    // pathOf refuses a name that would leave its bucket, whatever the archive says.
    const target = store.pathOf(file.bucket, file.name);
    await mkdir(path.dirname(target), { recursive: true });
    await rename(path.join(staging, file.entry), target);
  }
  for (const setting of manifest.settings) {
    const target = path.join(dataDir, setting.name);
    await rename(path.join(staging, setting.entry), target);
    await chmod(target, 0o600);
  }
}

export async function restoreArchive(options: {
  archive: string;
  dataDir: string;
}): Promise<RestoreReport> {
  const archive = path.resolve(options.archive);
  const dataDir = path.resolve(options.dataDir);
  const archiveInfo = await stat(archive).catch(() => undefined);
  if (!archiveInfo?.isFile()) throw new Error(`There is no archive at ${archive}.`);
  await assertEmpty(dataDir);
  const staging = path.join(dataDir, STAGING);
  await mkdir(staging, { recursive: true, mode: 0o700 });
  try {
    const { manifest, rows } = await unpack(archive, staging);
    const db = await openDatabase({ dataDir });
    let total: number;
    try {
      total = await loadRows(db, archive, manifest, rows);
    } finally {
      await db.close();
    }
    await placeFiles(dataDir, staging, manifest);
    await rm(staging, { recursive: true, force: true });
    return { manifest, rows: total, files: manifest.files.length };
  } catch (error) {
    // The folder was empty: leave it so, never half an install.
    for (const name of await readdir(dataDir).catch(() => [] as string[]))
      await rm(path.join(dataDir, name), { recursive: true, force: true });
    throw error;
  }
}
