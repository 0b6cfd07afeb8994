// One backup archive (.tar.gz) of an install: manifest.json first, then each table's rows, the
// data folder's own files (keys.json, …) and every stored file. The snapshot is taken before the
// first byte is written, so the archive streams (to a file, or to the backup CLI over HTTP) without
// holding the database.
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
import { snapshotDatabase } from './database-snapshot.ts';
import {
  freezeStoredFiles,
  StaleSnapshotError,
  type FrozenFiles,
} from './stored-files-snapshot.ts';
import { TAR_END, tarHeader, tarPadding } from './tar.ts';

/** Snapshots taken before giving up on files that keep changing under the backup. */
const ATTEMPTS = 3;

export interface BackupArchive {
  /** e.g. majlis-backup-2025-12-01T09-30-00Z.tar.gz */
  fileName: string;
  manifest: BackupManifest;
  /** The gzipped archive; the frozen files are released when it ends or fails. */
  stream: Readable;
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

async function snapshot(db: Database, dataDir: string) {
  for (let attempt = 1; ; attempt += 1) {
    const database = await snapshotDatabase(db);
    try {
      const frozen = await freezeStoredFiles(dataDir, database.objects, {
        keepGoing: attempt === ATTEMPTS,
      });
      return { database, frozen };
    } catch (error) {
      if (!(error instanceof StaleSnapshotError) || attempt >= ATTEMPTS) throw error;
    }
  }
}

function* entry(name: string, bytes: Buffer, mtime: number): Generator<Buffer> {
  yield tarHeader(name, bytes.length, mtime);
  yield bytes;
  yield tarPadding(bytes.length);
}

async function* tarChunks(
  manifestBytes: Buffer,
  bodies: Map<string, Buffer>,
  frozen: FrozenFiles,
  manifest: BackupManifest,
  mtime: number,
): AsyncGenerator<Buffer> {
  yield* entry(MANIFEST_ENTRY, manifestBytes, mtime);
  for (const [name, bytes] of bodies) yield* entry(name, bytes, mtime);
  for (const [index, file] of frozen.files.entries()) {
    const listed = manifest.files[index]!;
    yield tarHeader(listed.entry, file.bytes, mtime);
    let written = 0;
    for await (const chunk of createReadStream(file.path) as AsyncIterable<Buffer>) {
      written += chunk.length;
      yield chunk;
    }
    // A frozen file cannot change; if it did, the archive must not claim otherwise.
    if (written !== file.bytes) throw new Error(`${listed.entry} changed while it was archived`);
    yield tarPadding(file.bytes);
  }
  yield TAR_END;
}

/** Takes a consistent snapshot of the install and returns its archive, ready to stream. */
export async function createBackupArchive(options: {
  db: Database;
  dataDir: string;
  now?: Date;
}): Promise<BackupArchive> {
  const now = options.now ?? new Date();
  const { database, frozen } = await snapshot(options.db, options.dataDir);
  try {
    const bodies = new Map<string, Buffer>();
    const pad = (index: number, width: number) => String(index + 1).padStart(width, '0');
    const tables = database.tables.map((table, index) => {
      const entryName = `database/${pad(index, 4)}.ndjson`;
      const bytes = Buffer.from(table.ndjson, 'utf8');
      bodies.set(entryName, bytes);
      return {
        schema: table.schema,
        name: table.name,
        columns: table.columns,
        rows: table.rows,
        entry: entryName,
        bytes: bytes.length,
        sha256: sha256Of(bytes),
      };
    });
    const settings = (await readSettingsFiles(options.dataDir)).map((setting) => {
      const entryName = `settings/${setting.name}`;
      bodies.set(entryName, setting.bytes);
      return {
        name: setting.name,
        entry: entryName,
        bytes: setting.bytes.length,
        sha256: sha256Of(setting.bytes),
      };
    });
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_FORMAT_VERSION,
      createdAt: now.toISOString(),
      engine: database.engine,
      migrations: database.migrations,
      tables,
      sequences: database.sequences,
      files: frozen.files.map((file, index) => ({
        bucket: file.bucket,
        name: file.name,
        entry: `files/${pad(index, 6)}`,
        bytes: file.bytes,
        sha256: file.sha256,
      })),
      unsavedFiles: frozen.unsaved,
      settings,
    };
    const manifestBytes = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`, 'utf8');
    const mtime = now.getTime() / 1000;
    const tar = Readable.from(tarChunks(manifestBytes, bodies, frozen, manifest, mtime));
    // Level 1: the rows shrink to a fraction; stored files are mostly compressed already.
    const stream = tar.pipe(createGzip({ level: 1 }));
    tar.once('error', (error) => stream.destroy(error));
    const release = () => void frozen.release();
    stream.once('close', release);
    stream.once('error', release);
    return { fileName: backupFileName(now), manifest, stream };
  } catch (error) {
    await frozen.release();
    throw error;
  }
}
