// One backup archive (.tar.gz) of an install: manifest.json first, then each table's rows, the
// data folder's own files (keys.json, …) and every stored file. It is made in two steps: the
// snapshot (rows in one transaction, stored files hard-linked aside) is all that needs the
// database, and is quick; writing the archive (reading, hashing and compressing every file) needs
// only the disk, so `npm run backup` does it in its own process, off the server's event loop.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { createGzip } from 'node:zlib';
import type { Database } from '../db/index.ts';
import { LOCK_FILE_NAME } from '../db/data-folder-lock.ts';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  MANIFEST_ENTRY,
  type BackupManifest,
} from './backup-manifest.ts';
import { saveBackup } from './backup-file.ts';
import { snapshotDatabase, type DatabaseSnapshot } from './database-snapshot.ts';
import {
  freezeStoredFiles,
  hashFrozenFile,
  releaseFrozenFiles,
  StaleSnapshotError,
  type FrozenFiles,
} from './stored-files-snapshot.ts';
import { TAR_END, tarHeader, tarPadding } from './tar.ts';

/** Snapshots taken before giving up on files that keep changing under the backup. */
const ATTEMPTS = 3;

/** Another snapshot of this process is under way (each holds a copy of every row in memory). */
export class BackupRunningError extends Error {
  constructor() {
    super('A backup is already being taken; try again when it has finished');
    this.name = 'BackupRunningError';
  }
}

export interface BackupSnapshot {
  takenAt: string;
  database: DatabaseSnapshot;
  frozen: FrozenFiles;
}

let snapshotUnderWay = false;

/** Rows and frozen files of one moment. `keepGoing`: see freezeStoredFiles. */
export async function takeSnapshot(
  db: Database,
  dataDir: string,
  options: { keepGoing?: boolean } = {},
): Promise<BackupSnapshot> {
  if (snapshotUnderWay) throw new BackupRunningError();
  snapshotUnderWay = true;
  try {
    const takenAt = new Date().toISOString();
    const database = await snapshotDatabase(db);
    const frozen = await freezeStoredFiles(dataDir, database.objects, options);
    return { takenAt, database, frozen };
  } finally {
    snapshotUnderWay = false;
  }
}

/**
 * Takes snapshots until one's files all match their rows (each try after the first is one moment
 * later), the last try keeping whatever it finds. `snapshot` and `write` may run in two processes.
 */
export async function withFreshSnapshot<T>(
  snapshot: (keepGoing: boolean) => Promise<BackupSnapshot>,
  write: (snapshot: BackupSnapshot, keepGoing: boolean) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    const keepGoing = attempt === ATTEMPTS;
    try {
      return await write(await snapshot(keepGoing), keepGoing);
    } catch (error) {
      if (!(error instanceof StaleSnapshotError) || keepGoing) throw error;
    }
  }
}

const sha256Of = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');

/** The archive's name for its moment: sortable, and safe in every file system. */
export function backupFileName(at: Date): string {
  return `majlis-backup-${at.toISOString().slice(0, 19).replaceAll(':', '-')}Z.tar.gz`;
}

/** The data folder's own top-level files (keys.json, the mail page key, …), not its lock. */
async function readSettingsFiles(dataDir: string): Promise<{ name: string; bytes: Buffer }[]> {
  const entries = await readdir(dataDir, { withFileTypes: true }).catch(() => []);
  const out: { name: string; bytes: Buffer }[] = [];
  for (const entry of entries) {
    if (!entry.isFile() || entry.name.startsWith(LOCK_FILE_NAME)) continue;
    if (!/^[\w.-]+$/.test(entry.name)) continue;
    out.push({ name: entry.name, bytes: await readFile(path.join(dataDir, entry.name)) });
  }
  return out.sort((a, b) => a.name.localeCompare(b.name));
}

function* entry(name: string, bytes: Buffer, mtime: number): Generator<Buffer> {
  yield tarHeader(name, bytes.length, mtime);
  yield bytes;
  yield tarPadding(bytes.length);
}

async function* tarChunks(
  dataDir: string,
  manifestBytes: Buffer,
  bodies: Map<string, Buffer>,
  files: { entry: string; path: string; bytes: number }[],
  mtime: number,
): AsyncGenerator<Buffer> {
  yield* entry(MANIFEST_ENTRY, manifestBytes, mtime);
  for (const [name, bytes] of bodies) yield* entry(name, bytes, mtime);
  for (const file of files) {
    yield tarHeader(file.entry, file.bytes, mtime);
    let written = 0;
    const stream = createReadStream(path.resolve(dataDir, file.path), {
      highWaterMark: 1024 * 1024,
    });
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      written += chunk.length;
      yield chunk;
    }
    // A frozen file cannot change; if it did, the archive must not claim otherwise.
    if (written !== file.bytes) throw new Error(`${file.entry} changed while it was archived`);
    yield tarPadding(file.bytes);
  }
  yield TAR_END;
}

/**
 * Writes a snapshot's archive into outDir and releases its frozen files. Throws
 * StaleSnapshotError when a file's bytes are not its row's, unless `keepGoing`.
 */
export async function writeBackupArchive(
  snapshot: BackupSnapshot,
  dataDir: string,
  outDir: string,
  options: { keepGoing?: boolean } = {},
): Promise<{ path: string; bytes: number; manifest: BackupManifest }> {
  try {
    const pad = (index: number, width: number) => String(index + 1).padStart(width, '0');
    const bodies = new Map<string, Buffer>();
    const tables = snapshot.database.tables.map((table, index) => {
      const entryName = `database/${pad(index, 4)}.ndjson`;
      const bytes = Buffer.from(table.ndjson, 'utf8');
      bodies.set(entryName, bytes);
      const { ndjson: _rows, ...listed } = table;
      return { ...listed, entry: entryName, bytes: bytes.length, sha256: sha256Of(bytes) };
    });
    const settings = (await readSettingsFiles(dataDir)).map((setting) => {
      const entryName = `settings/${setting.name}`;
      bodies.set(entryName, setting.bytes);
      const bytes = setting.bytes.length;
      return { name: setting.name, entry: entryName, bytes, sha256: sha256Of(setting.bytes) };
    });
    const unsaved = [...snapshot.frozen.unsaved];
    const files: (BackupManifest['files'][number] & { path: string })[] = [];
    for (const file of snapshot.frozen.files) {
      let sha256: string;
      try {
        sha256 = await hashFrozenFile(dataDir, file);
      } catch (error) {
        if (!(error instanceof StaleSnapshotError) || !options.keepGoing) throw error;
        unsaved.push({ bucket: file.bucket, name: file.name, why: 'was replaced' });
        continue;
      }
      const entryName = `files/${pad(files.length, 6)}`;
      files.push({ ...file, entry: entryName, sha256 });
    }
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_FORMAT_VERSION,
      createdAt: snapshot.takenAt,
      engine: snapshot.database.engine,
      migrations: snapshot.database.migrations,
      tables,
      sequences: snapshot.database.sequences,
      files: files.map(({ bucket, name, entry: entryName, bytes, sha256 }) => ({
        bucket,
        name,
        entry: entryName,
        bytes,
        sha256,
      })),
      unsavedFiles: unsaved,
      settings,
    };
    const manifestBytes = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`, 'utf8');
    const takenAt = new Date(snapshot.takenAt);
    const tar = Readable.from(
      tarChunks(dataDir, manifestBytes, bodies, files, takenAt.getTime() / 1000),
    );
    // Level 1: the rows shrink to a fraction; stored files are mostly compressed already.
    const gzip = createGzip({ level: 1 });
    tar.once('error', (error) => gzip.destroy(error));
    const saved = await saveBackup(tar.pipe(gzip), outDir, backupFileName(takenAt));
    return { ...saved, manifest };
  } finally {
    await releaseFrozenFiles(dataDir, snapshot.frozen);
  }
}
