// The campaign mails' rate (issue 43): a burst of 50 campaign mail jobs, all due at once, leaves
// the embedded job runner no faster than the configured rate, also when the runner is stopped
// halfway and a new one starts on the same database (the rate's slot is a row there). The runner
// is the real one; what it calls for each job only records the moment. The bound is an upper one
// with a margin for timer jitter, and nothing asserts how soon the burst ends beyond a generous
// limit: a busy machine sends slower, never faster.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../supabase/local/db/index.ts';
import { DEFAULT_RETRY_POLICY } from '../../../supabase/functions/_shared/jobs/retry-schedule.ts';
import { startJobProcessor } from '../../../supabase/local/jobs/job-processor.ts';
import { makeTempDir } from './support/temp-database.ts';

const BURST = 50;
const PER_SECOND = 20;

let dataDir: string;
let db: Database;

beforeAll(async () => {
  dataDir = makeTempDir('campaign-mail-rate');
  db = await openDatabase({ dataDir });
}, 120_000);

afterAll(async () => {
  await db.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The most runs in any window of `ms` milliseconds. */
function busiestWindow(times: number[], ms: number): number {
  const sorted = [...times].sort((a, b) => a - b);
  let most = 0;
  for (let i = 0, j = 0; i < sorted.length; i += 1) {
    while (sorted[i]! - sorted[j]! >= ms) j += 1;
    most = Math.max(most, i - j + 1);
  }
  return most;
}

describe('the campaign mail rate', () => {
  it(`holds a burst of ${BURST} to ${PER_SECOND} a second, across a restart of the runner`, async () => {
    await db.query(
      `insert into public.after_insert_jobs (kind, row_id)
       select 'send-campaign-mail', gen_random_uuid() from generate_series(1, $1)`,
      [BURST],
    );
    const runs: number[] = [];
    const start = () =>
      startJobProcessor({
        db,
        invoke: async () => {
          runs.push(performance.now());
          return Response.json({ sent: true });
        },
        serviceRoleKey: 'unused',
        settings: {
          workers: 4,
          idlePollMs: 50,
          policy: DEFAULT_RETRY_POLICY,
          campaignMailRate: {
            transport: 'smtp',
            perMinute: PER_SECOND * 60,
            gapMs: 1000 / PER_SECOND,
          },
        },
        log: () => undefined,
      });
    const first = start();
    await expect.poll(() => runs.length, { timeout: 20_000, interval: 10 }).toBeGreaterThan(15);
    await first.stop();
    const second = start();
    await expect.poll(() => runs.length, { timeout: 30_000, interval: 50 }).toBe(BURST);
    await second.stop();

    // 20 a second: at most 21 starts in any second (both ends of the window), one more for
    // timers firing late then early. Without the rate, 50 went in well under a second.
    expect(busiestWindow(runs, 1000)).toBeLessThanOrEqual(PER_SECOND + 2);
    expect(busiestWindow(runs, 250)).toBeLessThanOrEqual(PER_SECOND / 4 + 2);
    const done = await db.query<{ n: number }>(
      `select count(*)::int as n from public.after_insert_jobs
        where kind = 'send-campaign-mail' and status = 'done'`,
    );
    expect(done.rows[0]!.n).toBe(BURST);
  }, 60_000);
});
