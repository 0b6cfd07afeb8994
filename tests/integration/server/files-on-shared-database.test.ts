// Two servers on one PostgreSQL: stored files live on each server's own disk, so a server whose
// files would be in another folder is refused at start (supabase/local/storage/local-files-claim.ts),
// while servers sharing one folder may run side by side.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createEmbeddedBackend, type EmbeddedBackend } from '../../../supabase/local/index.ts';
import {
  createThrowawayDatabase,
  type ThrowawayDatabase,
} from '../database/support/local-postgres.ts';

const server = await createThrowawayDatabase();
const skipReason = 'reason' in server ? server.reason : undefined;
if (skipReason) console.warn(`[files-on-shared-database] skipped: ${skipReason}`);

describe.skipIf(skipReason !== undefined)('servers sharing one PostgreSQL', () => {
  const throwaway = server as ThrowawayDatabase;
  const folders: string[] = [];
  const open: EmbeddedBackend[] = [];
  const folder = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'majlis-files-'));
    folders.push(dir);
    return dir;
  };
  const start = async (dataDir: string) => {
    const backend = await createEmbeddedBackend({
      publicUrl: 'http://127.0.0.1:9',
      dataDir,
      databaseUrl: throwaway.url,
      log: () => undefined,
    });
    open.push(backend);
    return backend;
  };

  afterAll(async () => {
    for (const backend of open) await backend.close().catch(() => undefined);
    await throwaway.dispose();
    for (const dir of folders) rmSync(dir, { recursive: true, force: true });
  });

  it('refuses a second server with its files elsewhere, allows one on the same folder, and frees the claim on close', async () => {
    const shared = folder();
    const first = await start(shared);
    const elsewhere = folder();
    await expect(start(elsewhere)).rejects.toThrow(
      /Another server is running on this database with its stored files in another folder/,
    );
    // The same folder sees the same files: allowed.
    const second = await start(shared);
    await second.close();
    await first.close();
    // Once no server holds the database, a server with another folder may start.
    const third = await start(elsewhere);
    await third.close();
  }, 120_000);
});
