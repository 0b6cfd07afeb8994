// The embedded backend's timer for retention (docs/privacy/retention.md#how-it-runs): it asks the
// database now and then, and the database queues one run a month however often it is asked.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../supabase/local/db/index.ts';
import { startRetentionSchedule } from '../../../supabase/local/jobs/retention-schedule.ts';

let dataDir: string;
let db: Database;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'majlis-retention-'));
  db = await openDatabase({ dataDir });
});
afterAll(async () => {
  await db?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

it('asks after its first delay, then again and again, and this month gets one run and one job', async () => {
  const logged: string[] = [];
  const schedule = startRetentionSchedule({
    db,
    log: (_level, message) => logged.push(message),
    firstAfterMs: 20,
    everyMs: 20,
  });
  const count = async (sql: string) => Number((await db.query<{ n: number }>(sql)).rows[0]!.n);
  expect(await count('select count(*)::int as n from public.retention_runs')).toBe(0);
  await expect
    .poll(() => logged.filter((line) => line.startsWith('Retention:')).length, { timeout: 10_000 })
    .toBe(1);
  // Several more asks go by: still one run, one job.
  await new Promise((resolve) => setTimeout(resolve, 200));
  await schedule.stop();
  expect(await count('select count(*)::int as n from public.retention_runs')).toBe(1);
  expect(
    await count(
      `select count(*)::int as n from public.after_insert_jobs where kind = 'run-retention'`,
    ),
  ).toBe(1);
  expect(
    logged.filter((line) => line.startsWith("Retention: this month's run is queued")),
  ).toHaveLength(1);
});
