// The server's own backups (SUPABASE_BACKUP_*): taken on schedule into the folder, the newest kept
// and the rest removed, no half-written archive left in sight; and the way in for npm run backup,
// GET /_ops/backup, open to the service-role key only.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend, type TestBackend } from '../support/backend.ts';

let backend: TestBackend;
const folder = mkdtempSync(path.join(tmpdir(), 'majlis-backups-'));

beforeAll(async () => {
  backend = await startBackend({
    env: { SUPABASE_BACKUP_DIR: folder, SUPABASE_BACKUP_INTERVAL: '1', SUPABASE_BACKUP_KEEP: '2' },
  });
});
afterAll(async () => {
  await backend?.stop();
  rmSync(folder, { recursive: true, force: true });
});

const written = () =>
  backend
    .stderr()
    .split('\n')
    .filter((line) => line.includes('Backup written'));

describe('scheduled backups', () => {
  it('are taken every interval, and only the newest are kept', async () => {
    const deadline = Date.now() + 30_000;
    while (written().length < 3 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 200));
    expect(written().length).toBeGreaterThanOrEqual(3);
    const names = readdirSync(folder).filter((name) => !name.endsWith('.partial'));
    expect(names).toHaveLength(2);
    for (const name of names) expect(name).toMatch(/^majlis-backup-.+Z\.tar\.gz$/);
    const entry = JSON.parse(written().at(-1)!) as { detail: { folder: string; report: string } };
    expect(entry.detail.folder).toBe(folder);
    expect(entry.detail.report).toMatch(/^Backup written: .+ rows, \d+ stored files/);
  });
});

describe('POST /_ops/backup/snapshot', () => {
  it.each([
    ['no key', 401, {}],
    ['the anon key', 403, { anon: true }],
  ])('with %s is refused (%i)', async (_case, status, who) => {
    const headers: Record<string, string> =
      'anon' in who ? { apikey: backend.anonKey, authorization: `Bearer ${backend.anonKey}` } : {};
    const response = await fetch(`${backend.url}/_ops/backup/snapshot`, {
      method: 'POST',
      headers,
    });
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('with the service-role key answers the rows and the frozen files', async () => {
    const headers = {
      apikey: backend.serviceRoleKey,
      authorization: `Bearer ${backend.serviceRoleKey}`,
    };
    const ask = () => fetch(`${backend.url}/_ops/backup/snapshot`, { method: 'POST', headers });
    let answer = await ask();
    // 409 while a scheduled backup takes its snapshot at that moment: then again.
    for (let attempt = 0; answer.status === 409 && attempt < 20; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      answer = await ask();
    }
    expect(answer.status).toBe(200);
    const snapshot = (await answer.json()) as {
      database: { tables: { schema: string; name: string }[] };
      frozen: { folder: string };
    };
    expect(snapshot.database.tables.map((table) => `${table.schema}.${table.name}`)).toContain(
      'public.contacts',
    );
    expect(snapshot.frozen.folder).toMatch(/^storage\/\.backup-/);
    expect((await fetch(`${backend.url}/_ops/backup/snapshot`, { headers })).status).toBe(405);
  });
});
