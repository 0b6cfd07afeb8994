// A campaign mail's lease (supabase/migrations/…_campaign_mail_lease.sql): a send-campaign-mail
// job whose runner died (claimed, never finished) is taken again once its own lease has run out,
// a minute by default rather than the five of other jobs, and not before. Through the embedded
// runner's job store; the test's store is given a one-second lease so nothing waits a minute.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../supabase/local/db/index.ts';
import {
  CAMPAIGN_MAIL_LEASE_SECONDS,
  DEFAULT_LEASE_SECONDS,
} from '../../../supabase/functions/_shared/jobs/job-store.ts';
import { createSqlJobStore } from '../../../supabase/local/jobs/sql-job-store.ts';
import { openTempDatabase } from './support/temp-database.ts';

let db: Database;
let dispose: () => Promise<void>;

beforeAll(async () => {
  ({ db, dispose } = await openTempDatabase('campaign-mail-lease'));
});
afterAll(async () => dispose?.());

/** A campaign mail and another job, both due now; nothing else is pending. */
async function twoDueJobs(): Promise<{ mail: string; other: string }> {
  await db.query(`update public.after_insert_jobs set status = 'cancelled'
                   where status in ('pending', 'running')`);
  const { rows } = await db.query<{ id: string; kind: string }>(
    `insert into public.after_insert_jobs (kind, row_id, next_attempt_at)
     values ('send-campaign-mail', gen_random_uuid(), now() - interval '2 seconds'),
            ('push-to-make', gen_random_uuid(), now() - interval '1 second')
     returning id, kind`,
  );
  return {
    mail: rows.find((row) => row.kind === 'send-campaign-mail')!.id,
    other: rows.find((row) => row.kind === 'push-to-make')!.id,
  };
}

/** Seconds from now until each job's lease runs out. */
async function leaseLeft(ids: string[]): Promise<number[]> {
  const { rows } = await db.query<{ left: number }>(
    `select extract(epoch from next_attempt_at - now())::float as left
       from public.after_insert_jobs j join unnest($1::uuid[]) with ordinality as l (id, n)
         on l.id = j.id order by l.n`,
    [ids],
  );
  return rows.map((row) => row.left);
}

describe('the campaign mail lease', () => {
  it('is a minute for a campaign mail and the runner lease for other jobs', async () => {
    const { mail, other } = await twoDueJobs();
    const store = createSqlJobStore(db);
    expect((await store.claim(DEFAULT_LEASE_SECONDS))?.id).toBe(mail);
    expect((await store.claim(DEFAULT_LEASE_SECONDS))?.id).toBe(other);
    const [mailLeft, otherLeft] = await leaseLeft([mail, other]);
    expect(CAMPAIGN_MAIL_LEASE_SECONDS).toBe(60);
    expect(mailLeft).toBeGreaterThan(CAMPAIGN_MAIL_LEASE_SECONDS - 5);
    expect(mailLeft).toBeLessThanOrEqual(CAMPAIGN_MAIL_LEASE_SECONDS);
    expect(otherLeft).toBeGreaterThan(DEFAULT_LEASE_SECONDS - 5);
    expect(otherLeft).toBeLessThanOrEqual(DEFAULT_LEASE_SECONDS);
  });

  it('a campaign mail whose runner died is taken again after its lease, not before', async () => {
    const { mail, other } = await twoDueJobs();
    const leaseMs = 1_000;
    const store = createSqlJobStore(db, 0, leaseMs / 1000);
    const claimedAt = performance.now();
    // The runner takes both and dies: neither is finished.
    expect(await store.claim(DEFAULT_LEASE_SECONDS)).toMatchObject({ id: mail, attempts: 1 });
    expect(await store.claim(DEFAULT_LEASE_SECONDS)).toMatchObject({ id: other, attempts: 1 });
    // Not before the lease has run out.
    expect(await store.claim(DEFAULT_LEASE_SECONDS)).toBeNull();
    let again: Awaited<ReturnType<typeof store.claim>> = null;
    await expect
      .poll(
        async () => {
          again = await store.claim(DEFAULT_LEASE_SECONDS);
          return again?.id ?? null;
        },
        { timeout: 10_000, interval: 100 },
      )
      .toBe(mail);
    // Database time and this process's clock may differ by a few milliseconds.
    expect(performance.now() - claimedAt).toBeGreaterThanOrEqual(leaseMs - 50);
    expect(again).toMatchObject({ kind: 'send-campaign-mail', attempts: 2 });
    // The other job keeps its five minutes.
    expect(await store.claim(DEFAULT_LEASE_SECONDS)).toBeNull();
    const { rows } = await db.query<{ status: string }>(
      'select status from public.after_insert_jobs where id = $1',
      [other],
    );
    expect(rows).toEqual([{ status: 'running' }]);
  });
});
