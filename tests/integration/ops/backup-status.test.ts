// What staff and a scraper learn about the server's backups (public.backup_status, written by
// its schedule): the newest archive's age and size, a warning past two days or after a failed
// attempt, and nothing for members or visitors.
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTempDatabase, type TempDatabase } from '../database/support/temp-database.ts';
import { startBackend, type TestBackend } from '../support/backend.ts';
import { createTestUser } from '../support/users.ts';

const DAY_MS = 24 * 3_600_000;
const METRICS_KEY = 'backup-status-metrics-key';
const root = mkdtempSync(path.join(tmpdir(), 'majlis-backup-status-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

interface Health {
  newest_at: string | null;
  newest_bytes: number | null;
  failure: string | null;
  interval_seconds: number;
  warn_after_days: number;
  stale: boolean;
  failing: boolean;
}

async function healthAsStaff(backend: TestBackend): Promise<Health[]> {
  const staff = await createTestUser(backend, { staff: true });
  const { data, error } = await staff.client.rpc('backup_health');
  expect(error).toBeNull();
  return data as Health[];
}

describe('a backups folder whose newest archive is three days old (schedule off)', () => {
  let backend: TestBackend;
  const folder = path.join(root, 'old backups #1');
  const taken = new Date(Date.now() - 3 * DAY_MS - 60_000);
  beforeAll(async () => {
    mkdirSync(folder);
    const archive = path.join(folder, 'majlis-backup-2026-01-01T00-00-00Z.tar.gz');
    writeFileSync(archive, Buffer.alloc(4096, 7));
    utimesSync(archive, taken, taken);
    backend = await startBackend({
      env: { SUPABASE_BACKUP_DIR: folder, SUPABASE_BACKUP_INTERVAL: '0', METRICS_KEY },
    });
  });
  afterAll(async () => {
    await backend?.stop();
  });

  it('is a warning for staff, with its age and size', async () => {
    const [health] = await healthAsStaff(backend);
    expect(health).toMatchObject({
      newest_bytes: 4096,
      failure: null,
      interval_seconds: 0,
      warn_after_days: 2,
      stale: true,
      failing: false,
    });
    expect(Math.abs(new Date(health!.newest_at!).getTime() - taken.getTime())).toBeLessThan(1000);
  });

  it('is nothing for a member, and refused to a visitor', async () => {
    const member = await createTestUser(backend);
    const asMember = await member.client.rpc('backup_health');
    expect(asMember).toMatchObject({ error: null, data: [] });
    expect((await member.client.from('backup_status').select('*')).data).toEqual([]);
    const asVisitor = await backend.client().rpc('backup_health');
    expect(asVisitor.error?.code).toBe('42501');
    expect((await backend.client().from('backup_status').select('*')).error?.code).toBe('42501');
  });

  it('cannot be changed through the API, even by staff', async () => {
    const staff = await createTestUser(backend, { staff: true });
    const { error } = await staff.client
      .from('backup_status')
      .update({ newest_at: new Date().toISOString() })
      .eq('id', true);
    expect(error?.code).toBe('42501');
    const [health] = await healthAsStaff(backend);
    expect(health?.stale).toBe(true);
  });

  it('gives /metrics its age in seconds', async () => {
    const text = await (
      await fetch(`${backend.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_KEY}` } })
    ).text();
    const age = Number(/^majlis_backup_age_seconds (\S+)$/m.exec(text)?.[1]);
    expect(age).toBeGreaterThan(3 * 86_400);
    expect(age).toBeLessThan(3 * 86_400 + 600);
  });
});

describe('a backup that cannot be written', () => {
  let backend: TestBackend;
  beforeAll(async () => {
    // The folder's parent is a file: every attempt fails.
    const notAFolder = path.join(root, 'a file');
    writeFileSync(notAFolder, 'not a folder');
    backend = await startBackend({
      env: { SUPABASE_BACKUP_DIR: path.join(notAFolder, 'backups'), SUPABASE_BACKUP_INTERVAL: '1' },
    });
  });
  afterAll(async () => {
    await backend?.stop();
  });

  it('is a warning with the reason, and the log says Backup failed', async () => {
    await expect.poll(() => backend.stderr(), { timeout: 30_000 }).toContain('Backup failed');
    let health: Health | undefined;
    await expect
      .poll(
        async () => {
          [health] = await healthAsStaff(backend);
          return health?.failing;
        },
        { timeout: 10_000 },
      )
      .toBe(true);
    expect(health).toMatchObject({ newest_at: null, stale: false, interval_seconds: 1 });
    expect(health?.failure).toMatch(/ENOTDIR|not a directory/i);
  });
});

describe('the verdict, from the stored facts', () => {
  let temp: TempDatabase;
  beforeAll(async () => {
    temp = await openTempDatabase('backup-verdict');
  });
  afterAll(async () => {
    await temp?.dispose();
  });

  it.each([
    ['a backup an hour old', { watched: '10 days', newest: '1 hour', failed: null }, false, false],
    [
      'one just past two days',
      { watched: '10 days', newest: '2 days 1 minute', failed: null },
      true,
      false,
    ],
    [
      'one just short of two days',
      { watched: '10 days', newest: '1 day 23 hours', failed: null },
      false,
      false,
    ],
    ['none, watched for a day', { watched: '1 day', newest: null, failed: null }, false, false],
    [
      'none, watched for three days',
      { watched: '3 days', newest: null, failed: null },
      true,
      false,
    ],
    [
      'a failure after the newest success',
      { watched: '10 days', newest: '1 day', failed: '1 hour' },
      false,
      true,
    ],
    [
      'a failure before the newest success',
      { watched: '10 days', newest: '1 hour', failed: '1 day' },
      false,
      false,
    ],
    [
      'a failure and no backup at all',
      { watched: '1 hour', newest: null, failed: '1 minute' },
      false,
      true,
    ],
  ])('%s: stale %s, failing %s', async (_case, ago, stale, failing) => {
    await temp.db.query('delete from public.backup_status');
    await temp.db.query(
      `insert into public.backup_status (watched_since, interval_seconds, newest_at, newest_bytes, failed_at, failure)
       values (now() - $1::interval, 86400, now() - $2::interval, 10, now() - $3::interval,
               case when $3::text is null then null else 'EIO' end)`,
      [ago.watched, ago.newest, ago.failed],
    );
    const { rows } = await temp.db.query<{ stale: boolean; failing: boolean }>(
      'select stale, failing from public.backup_health()',
    );
    expect(rows).toEqual([{ stale, failing }]);
  });
});
