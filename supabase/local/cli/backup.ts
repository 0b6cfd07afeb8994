/**
 * npm run backup -- --out <folder> [--data-dir <dir>] [--database-url <url>] [--url <server>]
 * Writes one archive of the install (rows, stored files, keys, manifest) into <folder>. Works on a
 * stopped install (opens the data folder itself) and on a running one: PGlite's folder is then
 * locked, so the running server takes the snapshot and sends it (GET /_ops/backup with the
 * service-role key), and the site never stops. With DATABASE_URL the snapshot is taken here.
 */
import { environment } from '../environment.ts';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { parseArgs } from 'node:util';
import { DEFAULT_DATA_DIR, DataFolderLockedError, openDatabase } from '../db/index.ts';
import { loadOrCreateKeys } from '../server/keys.ts';
import { createBackupArchive, backupFileName } from '../ops/backup-archive.ts';
import { saveBackup } from '../ops/backup-file.ts';
import { BACKUP_PATH } from '../ops/backup-service.ts';

const USAGE =
  'Usage: npm run backup -- --out <folder> [--data-dir <dir>] [--database-url <url>] [--url <running server>]';

function fail(message: string): never {
  process.stderr.write(`backup: ${message}\n`);
  process.exit(1);
}

/** The archive's name from the server's answer, checked: it becomes a path here. */
function fileNameOf(response: Response): string {
  const match = /filename="([\w.-]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return match?.[1] ?? backupFileName(new Date());
}

async function backupThroughServer(url: string, serviceRoleKey: string, outDir: string) {
  const response = await fetch(new URL(BACKUP_PATH, url), {
    headers: { apikey: serviceRoleKey, authorization: `Bearer ${serviceRoleKey}` },
  }).catch((error: unknown) => {
    throw new Error(
      `the data folder is in use, but no server answers at ${url} (${String(error)}); ` +
        'give its address with --url',
    );
  });
  if (!response.ok || !response.body) {
    const body = await response.text().catch(() => '');
    throw new Error(`the server at ${url} answered ${response.status}: ${body.slice(0, 300)}`);
  }
  return saveBackup(
    Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>),
    outDir,
    fileNameOf(response),
  );
}

async function main(): Promise<void> {
  let values;
  try {
    values = parseArgs({
      options: {
        out: { type: 'string' },
        'data-dir': { type: 'string' },
        'database-url': { type: 'string' },
        url: { type: 'string' },
      },
      strict: true,
    }).values;
  } catch (error) {
    fail(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
  if (!values.out) fail(USAGE);
  const env = environment();
  const outDir = path.resolve(values.out);
  const dataDir = path.resolve(values['data-dir'] ?? env.SUPABASE_DATA_DIR ?? DEFAULT_DATA_DIR);
  const databaseUrl = values['database-url'] ?? env.DATABASE_URL;
  if (!databaseUrl && !existsSync(path.join(dataDir, 'pg')))
    fail(
      `${dataDir} holds no database (set SUPABASE_DATA_DIR or --data-dir to the install's folder)`,
    );
  const started = performance.now();
  let saved: { path: string; bytes: number };
  try {
    // No migrations: a backup copies the install as it is, never changes it.
    const db = await openDatabase(
      databaseUrl
        ? { dataDir, databaseUrl, skipMigrations: true }
        : { dataDir, skipMigrations: true },
    );
    try {
      const archive = await createBackupArchive({ db, dataDir });
      saved = await saveBackup(archive.stream, outDir, archive.fileName);
    } finally {
      await db.close();
    }
  } catch (error) {
    if (!(error instanceof DataFolderLockedError)) throw error;
    const url = values.url ?? env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
    process.stderr.write(`The server is running (PID ${error.ownerPid}); asking it at ${url}.\n`);
    const keys = await loadOrCreateKeys(dataDir, env, { mayCreate: false });
    saved = await backupThroughServer(url, keys.serviceRoleKey, outDir);
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const megabytes = (saved.bytes / 1024 / 1024).toFixed(1);
  process.stdout.write(`Backup written: ${saved.path} (${megabytes} MB, ${seconds} s)\n`);
}

main().catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));
