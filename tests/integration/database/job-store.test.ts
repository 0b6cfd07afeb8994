// The job store's "when is the next job due" answer decides how long idle workers sleep: an empty
// queue must read as "nothing waits" (null), or every worker claims in a tight loop. A claim hands
// over the row the job is about, and finishing a visitor job records its mark on that row. A
// stop past its drain limit gives the jobs in hand back to the queue, and their late finish
// records nothing.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../supabase/local/db/index.ts';
import { setTimeout as sleep } from 'node:timers/promises';
import { DEFAULT_RETRY_POLICY } from '../../../supabase/functions/_shared/jobs/retry-schedule.ts';
import { startJobProcessor } from '../../../supabase/local/jobs/job-processor.ts';
import { createSqlJobStore } from '../../../supabase/local/jobs/sql-job-store.ts';
import { makeTempDir } from './support/temp-database.ts';

let dataDir: string;
let db: Database;

beforeAll(async () => {
  dataDir = makeTempDir('job-store');
  db = await openDatabase({ dataDir });
}, 120_000);

afterAll(async () => {
  await db.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function queueJob(dueInSeconds: number): Promise<void> {
  await db.query(
    `insert into public.after_insert_jobs (kind, row_id, next_attempt_at)
     values ('push-to-make', gen_random_uuid(), now() + make_interval(secs => $1))`,
    [dueInSeconds],
  );
}

describe('the SQL job store', () => {
  it('says nothing waits when the queue is empty or every job is done', async () => {
    const store = createSqlJobStore(db);
    expect(await store.nextDueInMs()).toBeNull();
    await queueJob(0);
    await db.query(`update public.after_insert_jobs set status = 'done'`);
    expect(await store.nextDueInMs()).toBeNull();
  });

  it('gives the wait until the next pending job, and 0 for one already due', async () => {
    const store = createSqlJobStore(db);
    await queueJob(60);
    const wait = await store.nextDueInMs();
    expect(wait).toBeGreaterThan(55_000);
    expect(wait).toBeLessThanOrEqual(60_000);
    await queueJob(-5);
    expect(await store.nextDueInMs()).toBe(0);
  });

  it('claims a job with the row it is about, and finishing it stamps the row once', async () => {
    await db.query(`update public.after_insert_jobs set status = 'done'`);
    const { rows } = await db.query<{ id: string }>(
      `insert into public.event_requests (name, email, event_type)
       values ('ليلى كريم', 'layla+#1@example.org', 'dinner') returning id`,
    );
    const requestId = rows[0]!.id;
    const store = createSqlJobStore(db);
    const job = await store.claim(60);
    expect(job).toMatchObject({
      kind: 'send-event-confirmation',
      row_id: requestId,
      attempts: 1,
      detail: null,
      target: { id: requestId, name: 'ليلى كريم', email: 'layla+#1@example.org' },
    });
    const mark = async () =>
      (
        await db.query<{ confirmation_sent_at: Date | null }>(
          'select confirmation_sent_at from public.event_requests where id = $1',
          [requestId],
        )
      ).rows[0]?.confirmation_sent_at;
    expect(await mark()).toBeNull();
    await store.finish(job!, null, null);
    expect(await mark()).not.toBeNull();
  });

  it('gives the jobs still running at a stop limit back to the queue, due at once, and records nothing from their late finish', async () => {
    await db.query(`update public.after_insert_jobs set status = 'done'`);
    // A join application queues its Make forward and its confirmation mail.
    await db.query(
      `insert into public.membership_requests (first_name, last_name, email)
       values ('نورة', 'Al-Faisal 🌙', 'noura+#2@example.org')`,
    );
    const begun: string[] = [];
    let answer!: () => void;
    const slowAnswer = new Promise<Response>((resolve) => {
      answer = () => resolve(Response.json({ ok: true }));
    });
    const processor = startJobProcessor({
      db,
      // The provider is slow past the limit: both runs are under way when the stop comes.
      invoke: async (kind) => {
        begun.push(kind);
        return slowAnswer;
      },
      serviceRoleKey: 'unused',
      settings: { workers: 2, idlePollMs: 50, policy: DEFAULT_RETRY_POLICY },
      log: () => undefined,
    });
    await expect.poll(() => begun.length, { timeout: 10_000 }).toBe(2);
    await processor.stop(Date.now() + 200);
    const queued = async () =>
      (
        await db.query<{ kind: string; status: string; attempts: number; due: boolean }>(
          `select kind, status, attempts, next_attempt_at <= now() as due
             from public.after_insert_jobs where status <> 'done' order by kind`,
        )
      ).rows;
    const givenBack = [
      { kind: 'push-to-make', status: 'pending', attempts: 1, due: true },
      { kind: 'send-network-confirmation', status: 'pending', attempts: 1, due: true },
    ];
    expect(await queued()).toEqual(givenBack);
    // The late runs end now: their finish holds an attempt the queue no longer has running.
    answer();
    await sleep(300);
    expect(await queued()).toEqual(givenBack);
  });
});
