// Backups the server takes itself: one every SUPABASE_BACKUP_INTERVAL seconds (a day by default)
// into SUPABASE_BACKUP_DIR, keeping the newest SUPABASE_BACKUP_KEEP. Each is `npm run backup` run
// as a child process against this server, so compressing the files never holds up its requests.
// The next one is due an interval after the newest archive in the folder, so a server restarted
// every night still backs up; a folder with none gets its first an hour after start at the latest
// (a test's short-lived server never takes one).
import { spawn } from 'node:child_process';
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from '../db/index.ts';
import { childEnvironment } from '../environment.ts';
import type { Logger } from '../server/log.ts';
import { PARTIAL_SUFFIX } from './backup-file.ts';
import { recordBackupStatus } from './backup-status.ts';

export const DEFAULT_BACKUP_INTERVAL_SECONDS = 24 * 60 * 60;
export const DEFAULT_BACKUPS_KEPT = 7;
const FIRST_AT_LATEST_MS = 60 * 60 * 1000;
/** After a failed backup: try again this soon, not a whole interval later. */
const RETRY_MS = 15 * 60 * 1000;
const ARCHIVE_NAME = /^majlis-backup-.+\.tar\.gz$/;
const BACKUP_CLI = fileURLToPath(new URL('../cli/backup.ts', import.meta.url));

export interface BackupSettings {
  folder: string;
  /** Seconds between two backups; 0 turns the schedule off. */
  intervalSeconds: number;
  keep: number;
}

/** The backups folder beside the data folder (.data → .data-backups), never inside it. */
export function defaultBackupFolder(dataDir: string): string {
  return path.join(path.dirname(dataDir), `${path.basename(dataDir)}-backups`);
}

/** The archives in a folder, newest first (their names sort by time). */
export async function listBackups(folder: string): Promise<string[]> {
  const names = await readdir(folder).catch(() => [] as string[]);
  return names
    .filter((name) => ARCHIVE_NAME.test(name))
    .sort()
    .reverse()
    .map((name) => path.join(folder, name));
}

/** Removes all but the newest `keep` archives, and .partial files a crash left behind. */
async function prune(folder: string, keep: number): Promise<void> {
  for (const old of (await listBackups(folder)).slice(keep)) await rm(old, { force: true });
  for (const name of await readdir(folder).catch(() => [] as string[])) {
    if (!name.endsWith(PARTIAL_SUFFIX)) continue;
    const info = await stat(path.join(folder, name)).catch(() => undefined);
    if (info && Date.now() - info.mtimeMs > FIRST_AT_LATEST_MS)
      await rm(path.join(folder, name), { force: true });
  }
}

async function firstDelayMs(settings: BackupSettings): Promise<number> {
  const newest = (await listBackups(settings.folder))[0];
  const intervalMs = settings.intervalSeconds * 1000;
  if (!newest) return Math.min(intervalMs, FIRST_AT_LATEST_MS);
  const taken = (await stat(newest)).mtimeMs;
  return Math.max(0, taken + intervalMs - Date.now());
}

/** Runs npm run backup against this server; resolves with its report line. */
function runBackup(
  dataDir: string,
  serverUrl: string,
  folder: string,
  signal: AbortSignal,
): Promise<string> {
  const child = spawn(
    process.execPath,
    [BACKUP_CLI, '--out', folder, '--data-dir', dataDir, '--url', serverUrl],
    // Stopping the server stops a backup under way; its .partial file is removed next time.
    { env: childEnvironment(), stdio: ['ignore', 'pipe', 'pipe'], signal, killSignal: 'SIGTERM' },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  return new Promise((resolve, reject) => {
    child.once('error', (error) => {
      if (!signal.aborted) reject(error);
    });
    child.once('exit', (code) =>
      code === 0
        ? resolve(stdout.trim())
        : reject(new Error(stderr.trim() || `exit code ${String(code)}`)),
    );
  });
}

/** The newest archive's time and size, if the folder holds one. */
async function newestBackup(folder: string): Promise<{ at: Date; bytes: number } | undefined> {
  const newest = (await listBackups(folder))[0];
  const info = newest ? await stat(newest).catch(() => undefined) : undefined;
  return info ? { at: info.mtime, bytes: info.size } : undefined;
}

export function startBackupSchedule(options: {
  dataDir: string;
  /** How a child process reaches this server. */
  serverUrl: string;
  settings: BackupSettings;
  /** Where staff read what the schedule saw (public.backup_status). */
  db: Database;
  log: Logger;
}): { stop(): Promise<void> } {
  const { dataDir, serverUrl, settings, db, log } = options;
  // Staff see the folder as it is at start too: the newest archive, or that the schedule is off.
  const record = async (failure?: string) =>
    recordBackupStatus(db, {
      intervalSeconds: settings.intervalSeconds,
      newest: await newestBackup(settings.folder),
      ...(failure === undefined ? {} : { failure }),
    }).catch((error: unknown) => log('error', 'Could not record the backup status', error));
  const recorded = record();
  if (settings.intervalSeconds === 0) return { stop: () => recorded };
  let stopped = false;
  const stopping = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const next = (ms: number) => {
    if (!stopped) timer = setTimeout(take, ms).unref();
  };
  const take = () => {
    running = runBackup(dataDir, serverUrl, settings.folder, stopping.signal)
      .then(async (report) => {
        await prune(settings.folder, settings.keep);
        log('info', 'Backup written', { folder: settings.folder, report });
        await record();
        next(settings.intervalSeconds * 1000);
      })
      .catch(async (error: unknown) => {
        if (stopped) return;
        log('error', 'Backup failed', error);
        await record(error instanceof Error ? error.message : String(error));
        next(Math.min(RETRY_MS, settings.intervalSeconds * 1000));
      });
  };
  running = recorded.then(() => firstDelayMs(settings)).then(next, () => next(FIRST_AT_LATEST_MS));
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      stopping.abort();
      await running.catch(() => undefined);
    },
  };
}
