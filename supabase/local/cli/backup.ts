/**
 * npm run backup -- --out <folder> [--data-dir <dir>] [--database-url <url>] [--url <server>]
 * Writes one archive of the install (rows, stored files, keys, manifest) into <folder>. Works on a
 * stopped install (opens the data folder itself) and on a running one: PGlite's folder is then
 * locked, so the running server takes the snapshot (POST /_ops/backup/snapshot with the
 * service-role key) and this command writes the archive, and the site never stops. With
 * DATABASE_URL the snapshot is taken here, in a transaction of its own.
 */
import { environment } from '../environment.ts';
import { existsSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_DATA_DIR, DataFolderLockedError, openDatabase } from '../db/index.ts';
import { loadOrCreateKeys } from '../server/keys.ts';
import {
  takeSnapshot,
  withFreshSnapshot,
  writeBackupArchive,
  type BackupSnapshot,
} from '../ops/backup-archive.ts';
import { SNAPSHOT_PATH } from '../ops/backup-service.ts';

const USAGE =
  'Usage: npm run backup -- --out <folder> [--data-dir <dir>] [--database-url <url>] [--url <running server>]';

function fail(message: string): never {
  process.stderr.write(`backup: ${message}\n`);
  process.exit(1);
}

/**
 * node:http rather than fetch: fetch gives up when the answer's headers take over 300 s, and a
 * large install's snapshot under load may take that long (bench:ops at 50,000 contacts).
 */
function post(
  url: URL,
  headers: Record<string, string>,
): Promise<{ status: number; body: Buffer }> {
  const send = url.protocol === 'https:' ? https.request : http.request;
  return new Promise((resolve, reject) => {
    const request = send(url, { method: 'POST', headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.once('end', () =>
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks) }),
      );
      response.once('error', reject);
    });
    request.once('error', reject);
    request.end();
  });
}

async function snapshotFromServer(
  url: string,
  serviceRoleKey: string,
  keepGoing: boolean,
): Promise<BackupSnapshot> {
  const target = new URL(SNAPSHOT_PATH, url);
  if (keepGoing) target.searchParams.set('keep_going', 'true');
  const response = await post(target, {
    apikey: serviceRoleKey,
    authorization: `Bearer ${serviceRoleKey}`,
  }).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code !== 'ECONNREFUSED') throw error;
    throw new Error(
      `the data folder is in use, but no server answers at ${url}; give its address with --url`,
    );
  });
  if (response.status !== 200) {
    const body = response.body.toString('utf8').slice(0, 300);
    throw new Error(`the server at ${url} answered ${response.status}: ${body}`);
  }
  return JSON.parse(response.body.toString('utf8')) as BackupSnapshot;
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
  // How long the snapshot took, the part that holds the database: shown beside the total.
  let snapshotMs = 0;
  const timed = async <T>(take: () => Promise<T>): Promise<T> => {
    const from = performance.now();
    try {
      return await take();
    } finally {
      snapshotMs += performance.now() - from;
    }
  };
  let saved: Awaited<ReturnType<typeof writeBackupArchive>>;
  try {
    // No migrations: a backup copies the install as it is, never changes it.
    const db = await openDatabase(
      databaseUrl
        ? { dataDir, databaseUrl, skipMigrations: true }
        : { dataDir, skipMigrations: true },
    );
    try {
      saved = await withFreshSnapshot(
        (keepGoing) => timed(() => takeSnapshot(db, dataDir, { keepGoing })),
        (snapshot, keepGoing) => writeBackupArchive(snapshot, dataDir, outDir, { keepGoing }),
      );
    } finally {
      await db.close();
    }
  } catch (error) {
    if (!(error instanceof DataFolderLockedError)) throw error;
    const url = values.url ?? env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
    process.stderr.write(`The server is running (PID ${error.ownerPid}); asking it at ${url}.\n`);
    const keys = await loadOrCreateKeys(dataDir, env, { mayCreate: false });
    saved = await withFreshSnapshot(
      (keepGoing) => timed(() => snapshotFromServer(url, keys.serviceRoleKey, keepGoing)),
      (snapshot, keepGoing) => writeBackupArchive(snapshot, dataDir, outDir, { keepGoing }),
    );
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const megabytes = (saved.bytes / 1024 / 1024).toFixed(1);
  const rows = saved.manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  process.stdout.write(
    `Backup written: ${saved.path} (${megabytes} MB: ${rows} rows, ` +
      `${saved.manifest.files.length} stored files; ${seconds} s, of which the snapshot ` +
      `${(snapshotMs / 1000).toFixed(1)} s)\n`,
  );
  for (const file of saved.manifest.unsavedFiles)
    process.stdout.write(`Not in the backup: ${file.bucket}/${file.name} (it ${file.why}).\n`);
}

main().catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));
