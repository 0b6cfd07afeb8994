// One backup archive (.tar.gz) of an install: manifest.json first, then the data folder's own files
// (keys.json, …), each table's rows and every stored file. It is made in two steps: the snapshot
// (rows in one transaction, written to files, and stored files hard-linked beside them) is all
// that needs the database, and is quick; writing the archive (reading, hashing and compressing
// every file) needs only the disk, so `npm run backup` does it in its own process, off the
// server's event loop. Rows are deflated; stored files that are compressed already are stored.
import { createHash } from 'node:crypto';
import { createReadStream, writeFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
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
import { fileChunks } from './file-chunks.ts';
import { gzipSegments, isCompressedAlready, type GzipPiece } from './gzip-segments.ts';
import {
  freezeStoredFiles,
  hashFrozenFile,
  openSnapshotFolder,
  releaseFrozenFiles,
  StaleSnapshotError,
  type FrozenFiles,
} from './stored-files-snapshot.ts';
import { TAR_END, tarHeader, tarPadding } from './tar.ts';

/** Snapshots taken before giving up on files that keep changing under the backup. */
const ATTEMPTS = 3;

/** Another snapshot of this process is under way (each writes a copy of every row to the disk). */
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

/**
 * Rows and frozen files of one moment, in a folder of their own under the data folder (removed by
 * writeBackupArchive). `keepGoing`: see freezeStoredFiles.
 */
export async function takeSnapshot(
  db: Database,
  dataDir: string,
  options: { keepGoing?: boolean } = {},
): Promise<BackupSnapshot> {
  if (snapshotUnderWay) throw new BackupRunningError();
  snapshotUnderWay = true;
  try {
    const takenAt = new Date().toISOString();
    const folder = openSnapshotFolder(dataDir);
    try {
      // Written synchronously inside the transaction: one write per table, and the rows are
      // not kept in memory beside the next table's.
      const database = await snapshotDatabase(db, (index, ndjson) => {
        const file = path.join(folder, `rows-${index + 1}.ndjson`);
        writeFileSync(path.resolve(dataDir, file), ndjson, { mode: 0o600 });
        return file;
      });
      const frozen = await freezeStoredFiles(dataDir, folder, database.objects, options);
      return { takenAt, database, frozen };
    } catch (error) {
      await releaseFrozenFiles(dataDir, { folder });
      throw error;
    }
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

/** A file's SHA-256 and size, read as a stream. */
async function hashFile(file: string): Promise<{ sha256: string; bytes: number }> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of fileChunks(file)) {
    hash.update(chunk);
    bytes += chunk.length;
  }
  return { sha256: hash.digest('hex'), bytes };
}

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

/** An entry read from a file of the data folder: a table's rows or a frozen stored file. */
interface FileEntry {
  entry: string;
  path: string;
  bytes: number;
  /** Rows are deflated; a stored file only when a sample of it shrinks (gzip-segments.ts). */
  compress: 'yes' | 'when-it-shrinks';
}

function* entry(name: string, bytes: Buffer, mtime: number): Generator<GzipPiece> {
  yield { bytes: tarHeader(name, bytes.length, mtime), compress: true };
  yield { bytes, compress: true };
  yield { bytes: tarPadding(bytes.length), compress: true };
}

async function* tarPieces(
  dataDir: string,
  manifestBytes: Buffer,
  settings: Map<string, Buffer>,
  files: FileEntry[],
  mtime: number,
): AsyncGenerator<GzipPiece> {
  yield* entry(MANIFEST_ENTRY, manifestBytes, mtime);
  for (const [name, bytes] of settings) yield* entry(name, bytes, mtime);
  for (const file of files) {
    let compress = true;
    const header = tarHeader(file.entry, file.bytes, mtime);
    let written = 0;
    const stream = createReadStream(path.resolve(dataDir, file.path), {
      highWaterMark: 1024 * 1024,
    });
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      if (written === 0) {
        if (file.compress === 'when-it-shrinks')
          compress = !isCompressedAlready(chunk.subarray(0, 64 * 1024));
        yield { bytes: header, compress };
      }
      written += chunk.length;
      yield { bytes: chunk, compress };
    }
    if (written === 0) yield { bytes: header, compress };
    // A frozen file cannot change; if it did, the archive must not claim otherwise.
    if (written !== file.bytes) throw new Error(`${file.entry} changed while it was archived`);
    yield { bytes: tarPadding(file.bytes), compress };
  }
  yield { bytes: TAR_END, compress: true };
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
    const entries: FileEntry[] = [];
    const tables: BackupManifest['tables'] = [];
    for (const [index, table] of snapshot.database.tables.entries()) {
      const entryName = `database/${pad(index, 4)}.ndjson`;
      const { path: rowsPath, ...listed } = table;
      const { sha256, bytes } = await hashFile(path.resolve(dataDir, rowsPath));
      entries.push({ entry: entryName, path: rowsPath, bytes, compress: 'yes' });
      tables.push({ ...listed, entry: entryName, bytes, sha256 });
    }
    const bodies = new Map<string, Buffer>();
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
      entries.push({
        entry: entryName,
        path: file.path,
        bytes: file.bytes,
        compress: 'when-it-shrinks',
      });
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
    const mtime = takenAt.getTime() / 1000;
    const pieces = tarPieces(dataDir, manifestBytes, bodies, entries, mtime);
    const saved = await saveBackup(
      Readable.from(gzipSegments(pieces, mtime)),
      outDir,
      backupFileName(takenAt),
    );
    return { ...saved, manifest };
  } finally {
    await releaseFrozenFiles(dataDir, snapshot.frozen);
  }
}
