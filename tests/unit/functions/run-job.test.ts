import { describe, expect, it } from 'vitest';
import type { ClaimedJob, JobStore } from '../../../supabase/functions/_shared/jobs/job-store.ts';
import { runJob, type InvokeFunction } from '../../../supabase/functions/_shared/jobs/run-job.ts';

const policy = { baseDelayMs: 1_000, maxDelayMs: 60_000, maxAttempts: 3 };
const job = (
  attempts: number,
  kind = 'push-to-make',
  extra: Partial<ClaimedJob> = {},
): ClaimedJob => ({
  id: 'job-1',
  kind,
  row_id: '7d9f2c1e-3b4a-4c5d-8e6f-0a1b2c3d4e5f',
  attempts,
  detail: null,
  target: null,
  ...extra,
});

/** Runs one job against a store that records what it was told. */
async function run(claimed: ClaimedJob, invoke: InvokeFunction) {
  const finished: [string | null, number | null][] = [];
  const requests: { url: string; authorization: string | null; body: unknown }[] = [];
  const store: JobStore = {
    claim: () => Promise.resolve(null),
    finish: (_job, failure, retryInMs) => {
      finished.push([failure, retryInMs]);
      return Promise.resolve();
    },
  };
  await runJob(claimed, {
    store,
    policy,
    serviceRoleKey: 'service-key',
    log: () => undefined,
    invoke: async (kind, request) => {
      requests.push({
        url: request.url,
        authorization: request.headers.get('authorization'),
        body: await request.clone().json(),
      });
      return invoke(kind, request);
    },
  });
  return { finished, requests };
}

const answer = (status: number, body: unknown) => () =>
  Promise.resolve(Response.json(body, { status }));

describe('runJob', () => {
  it('calls the function of its kind with the row id and the service role key', async () => {
    const { requests, finished } = await run(job(1), answer(200, { forwarded: true }));
    expect(requests).toEqual([
      {
        url: 'http://jobs.internal/functions/v1/push-to-make',
        authorization: 'Bearer service-key',
        body: { jobId: 'job-1', requestId: '7d9f2c1e-3b4a-4c5d-8e6f-0a1b2c3d4e5f' },
      },
    ]);
    expect(finished).toEqual([[null, null]]);
  });

  it('hands a decision mail its decision and the row the claim read', async () => {
    const target = { id: '7d9f2c1e-3b4a-4c5d-8e6f-0a1b2c3d4e5f', email: 'layla@example.org' };
    const { requests } = await run(
      job(1, 'send-event-status', { detail: 'waitlist', target }),
      answer(200, { sent: true }),
    );
    expect(requests[0]?.body).toEqual({
      jobId: 'job-1',
      requestId: '7d9f2c1e-3b4a-4c5d-8e6f-0a1b2c3d4e5f',
      status: 'waitlist',
      target,
    });
  });

  it.each([
    ['a 502 on attempt 1 is retried after the base delay', 1, 502, [['HTTP 502: down', 1_000]]],
    ['a 502 on attempt 2 waits twice as long', 2, 502, [['HTTP 502: down', 2_000]]],
    ['a 502 on the last attempt fails the job', 3, 502, [['HTTP 502: down', null]]],
    ['a 404 fails the job at once', 1, 404, [['HTTP 404: down', null]]],
  ] as const)('%s', async (_label, attempts, status, expected) => {
    const { finished } = await run(job(attempts), answer(status, { error: 'down' }));
    expect(finished).toEqual(expected);
  });

  it('retries when the function cannot be reached at all', async () => {
    const { finished } = await run(job(1), () => Promise.reject(new Error('socket hang up')));
    expect(finished).toEqual([['socket hang up', 1_000]]);
  });

  it('fails a kind it does not know without calling anything', async () => {
    const { requests, finished } = await run(job(1, 'send-fax'), answer(200, {}));
    expect(requests).toEqual([]);
    expect(finished).toEqual([['Unknown job kind send-fax', null]]);
  });
});
