// The same archive from an install on PostgreSQL (DATABASE_URL): npm run backup takes the
// snapshot itself, in a repeatable-read transaction of its own while the server runs, and the
// archive restores into an embedded (PGlite) data folder with every row and file as they were.
// Runs only where a real PostgreSQL is reachable (tests/integration/database/support/local-postgres.ts).
import { createHash, randomUUID } from 'node:crypto';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachmentStorageKey } from '~/lib/crm/attachment-key.ts';
import { openDatabase, type Database } from '../../../supabase/local/db/index.ts';
import {
  createThrowawayDatabase,
  type ThrowawayDatabase,
} from '../database/support/local-postgres.ts';
import { newDataDir, startBackend, type TestBackend } from '../support/backend.ts';
import { createTestUser } from '../support/users.ts';
import { runCli } from './support/ops-cli.ts';

const server = await createThrowawayDatabase();
const skipReason = 'reason' in server ? server.reason : undefined;
if (skipReason) console.warn(`[backup-from-postgres] skipped: ${skipReason}`);

/** Every row of the given tables as JSON text, timestamps in UTC on both engines. */
async function rowsOf(db: Database, tables: string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  await db.transaction(async (tx) => {
    await tx.query(`set local timezone = 'UTC'`);
    for (const table of tables) {
      const { rows } = await tx.query<{ line: string }>(
        `select row_to_json(t)::text as line from ${table} t`,
      );
      out.set(table, rows.map((row) => row.line).sort());
    }
  });
  return out;
}

describe.skipIf(skipReason !== undefined)('a backup of an install on PostgreSQL', () => {
  const throwaway = server as ThrowawayDatabase;
  const work = newDataDir();
  const restoredDir = path.join(work, 'restored');
  const outDir = path.join(work, 'backups');
  let backend: TestBackend;
  const content = Buffer.from(Array.from({ length: 300_000 }, (_, n) => (n * 7) % 251));
  const fileName = 'تقرير 😀 #2 50%.pdf';

  beforeAll(async () => {
    backend = await startBackend({
      args: ['--database-url', throwaway.url],
      env: { SUPABASE_JOB_WORKERS: '0' },
    });
    const staff = await createTestUser(backend, { staff: true });
    const contact = await staff.client
      .from('contacts')
      .insert({ first_name: 'ليلى', email: `layla-${randomUUID()}@example.com` })
      .select('id')
      .single();
    if (contact.error) throw contact.error;
    const key = attachmentStorageKey(contact.data.id, randomUUID(), fileName);
    const uploaded = await staff.client.storage
      .from('contact_attachments')
      .upload(key, new File([new Uint8Array(content)], fileName));
    if (uploaded.error) throw uploaded.error;
    const row = await staff.client.from('contact_attachments').insert({
      contact_id: contact.data.id,
      filename: fileName,
      file_path: key,
      content_type: 'application/pdf',
      size: content.length,
    });
    if (row.error) throw row.error;
  });
  afterAll(async () => {
    await backend?.stop();
    await throwaway.dispose();
    rmSync(work, { recursive: true, force: true });
  });

  it('restores into a PGlite data folder with the same rows and files', async () => {
    const backup = await runCli('backup', ['--out', outDir, '--data-dir', backend.dataDir], {
      DATABASE_URL: throwaway.url,
    });
    expect(backup.code, backup.stderr).toBe(0);
    const archive = path.join(outDir, readdirSync(outDir)[0]!);
    const restored = await runCli('restore', [archive, '--data-dir', restoredDir]);
    expect(restored.code, restored.stderr).toBe(0);

    const source = await openDatabase({ databaseUrl: throwaway.url, skipMigrations: true });
    const copy = await openDatabase({ dataDir: restoredDir, skipMigrations: true });
    try {
      const { rows } = await copy.query<{ name: string }>(
        `select format('%I.%I', n.nspname, c.relname) as name
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
         where c.relkind = 'r' and n.nspname in ('public', 'auth', 'storage', 'private')
         order by 1`,
      );
      const tables = rows.map((row) => row.name);
      expect(tables).toContain('public.contact_attachments');
      expect(await rowsOf(copy, tables)).toEqual(await rowsOf(source, tables));
      const { rows: objects } = await copy.query<{ name: string }>(
        `select bucket_id || '/' || name as name from storage.objects`,
      );
      expect(objects).toHaveLength(1);
      const file = readFileSync(path.join(restoredDir, 'storage', objects[0]!.name));
      const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
      expect(sha(file)).toBe(sha(content));
    } finally {
      await source.close();
      await copy.close();
    }
  }, 120_000);
});
