// The job store's "when is the next job due" answer decides how long idle workers sleep: an empty
// queue must read as "nothing waits" (null), or every worker claims in a tight loop. A claim hands
// over the row the job is about, and finishing a visitor job records its mark on that row.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../supabase/local/db/index.ts';
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
});
