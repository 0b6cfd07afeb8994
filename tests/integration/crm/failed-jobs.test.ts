// Staff see the jobs that failed (what, for whom, attempts, last error, when) and retry one; the
// runner then runs it (docs/behaviour/staff-app.md#failed-jobs). Members and visitors see and
// retry nothing.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMakeStandIn, type MakeStandIn } from '../functions/make-stand-in.ts';
import { uniqueEmail } from '../functions/support.ts';
import { startBackend, type TestBackend } from '../support/backend.ts';
import { createTestUser, type TestUser } from '../support/users.ts';

let make: MakeStandIn;
let backend: TestBackend;
let anon: SupabaseClient;
let service: SupabaseClient;
let staff: TestUser;
let member: TestUser;

beforeAll(async () => {
  make = await startMakeStandIn();
  // One attempt per job: a failure is final at once, as after a long outage.
  backend = await startBackend({
    env: { MAKE_WEBHOOK_URL: make.url, SUPABASE_JOB_MAX_ATTEMPTS: '1' },
  });
  anon = backend.client();
  service = backend.client(backend.serviceRoleKey);
  [staff, member] = await Promise.all([
    createTestUser(backend, { staff: true }),
    createTestUser(backend),
  ]);
});

afterAll(async () => {
  await backend?.stop();
  await make?.close();
});

interface FailedJob {
  id: string;
  kind: string;
  attempts: number;
  last_error: string | null;
  failed_at: string;
  email: string | null;
  name: string | null;
}

async function failedFor(client: SupabaseClient, email: string): Promise<FailedJob[]> {
  const { data, error } = await client.rpc('failed_jobs');
  if (error) throw new Error(error.message);
  return (data as FailedJob[]).filter((job) => job.email === email);
}

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`Timed out; last seen ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('failed jobs', () => {
  it('are listed for staff with whom they are about, and Retry now runs one again', async () => {
    const email = uniqueEmail('retry');
    make.failNext(email, 1);
    const { error } = await anon
      .from('membership_requests')
      .insert({ first_name: 'Rania', last_name: 'Ünal 🌙', email });
    expect(error).toBeNull();

    const [failed] = await waitFor(
      () => failedFor(staff.client, email),
      (jobs) => jobs.length === 1,
    );
    expect(failed).toMatchObject({
      kind: 'push-to-make',
      attempts: 1,
      last_error: 'HTTP 502: The application could not be forwarded: Make answered HTTP 500',
      name: 'Rania Ünal 🌙',
    });
    expect(Date.now() - Date.parse(failed!.failed_at)).toBeLessThan(60_000);

    // Members see none and cannot retry; visitors may not even ask.
    expect(await failedFor(member.client, email)).toEqual([]);
    expect((await member.client.rpc('retry_job', { job_id: failed!.id })).error?.code).toBe(
      '42501',
    );
    expect((await anon.rpc('retry_job', { job_id: failed!.id })).error?.code).toBe('42501');
    expect((await anon.rpc('failed_jobs')).error?.code).toBe('42501');
    expect(await failedFor(staff.client, email)).toHaveLength(1);

    // Make accepts now: Retry now makes the job due, the runner runs it, it leaves the list.
    expect(await staff.client.rpc('retry_job', { job_id: failed!.id })).toMatchObject({
      data: true,
      error: null,
    });
    const job = await waitFor(
      async () =>
        (
          await service
            .from('after_insert_jobs')
            .select('status, attempts')
            .eq('id', failed!.id)
            .single()
        ).data,
      (row) => row?.status === 'done',
    );
    expect(job).toEqual({ status: 'done', attempts: 2 });
    expect(await failedFor(staff.client, email)).toEqual([]);
    expect(make.callsFor(email)).toHaveLength(2);

    // A second Retry now (a colleague's, a double click) changes nothing.
    expect((await staff.client.rpc('retry_job', { job_id: failed!.id })).data).toBe(false);
  });
});
