// A join application's follow-up work (the Make webhook and the confirmation mail) is queued by
// the database in the insert's own transaction and run by the server: once each, whatever the
// visitor's browser does after the insert, retried with backoff when it fails, kept across a
// restart, and visible to staff when it finally fails.
import { rmSync } from 'node:fs';
import http from 'node:http';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  JOB_KINDS,
  MEMBERSHIP_JOB_KINDS,
} from '../../../supabase/functions/_shared/domain/job-kinds.ts';
import { newDataDir, spawnServe, startBackend, type TestBackend } from '../support/backend.ts';
import { createTestUser } from '../support/users.ts';
import { startMakeStandIn, type MakeStandIn } from './make-stand-in.ts';
import { invoke, mailsTo, uniqueEmail } from './support.ts';

const RETRY_BASE_MS = 200;
const MAX_ATTEMPTS = 4;

let make: MakeStandIn;
let backend: TestBackend;
let anon: SupabaseClient;
let service: SupabaseClient;

beforeAll(async () => {
  make = await startMakeStandIn();
  backend = await startBackend({
    env: {
      MAKE_WEBHOOK_URL: make.url,
      SUPABASE_JOB_RETRY_BASE_MS: String(RETRY_BASE_MS),
      SUPABASE_JOB_MAX_ATTEMPTS: String(MAX_ATTEMPTS),
    },
  });
  anon = backend.client();
  service = backend.client(backend.serviceRoleKey);
});

afterAll(async () => {
  await backend?.stop();
  await make?.close();
});

const application = (email: string) => ({
  first_name: 'Sara',
  last_name: 'Haddad',
  email,
  phone_number: '+966500000001',
  company: 'Acme Trading',
  title: 'founder',
  linkedin_url: 'https://www.linkedin.com/in/sara-example',
  referred_by: 'Omar',
});

async function applyToJoin(client: SupabaseClient, email: string): Promise<void> {
  const { error } = await client.from('membership_requests').insert(application(email));
  expect(error).toBeNull();
}

/** The insert a browser makes, with the connection dropped as soon as the answer starts. */
function applyAndHangUp(target: TestBackend, email: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${target.url}/rest/v1/membership_requests`, {
      method: 'POST',
      headers: {
        apikey: target.anonKey,
        authorization: `Bearer ${target.anonKey}`,
        'content-type': 'application/json',
        prefer: 'return=minimal',
      },
    });
    request.on('response', (response) => {
      request.destroy();
      resolve(response.statusCode ?? 0);
    });
    request.on('error', reject);
    request.end(JSON.stringify(application(email)));
  });
}

interface JobRow {
  kind: string;
  status: string;
  attempts: number;
  last_error: string | null;
}

async function applicationIdOf(client: SupabaseClient, email: string): Promise<string> {
  const { data: request, error } = await client
    .from('membership_requests')
    .select('id')
    .eq('email', email)
    .single();
  if (error) throw new Error(`No application for ${email}: ${error.message}`);
  return request.id as string;
}

async function jobsFor(client: SupabaseClient, email: string): Promise<JobRow[]> {
  const { data, error: jobsError } = await client
    .from('after_insert_jobs')
    .select('kind, status, attempts, last_error')
    .eq('row_id', await applicationIdOf(client, email))
    .order('kind');
  if (jobsError) throw new Error(`Could not read the jobs: ${jobsError.message}`);
  return data;
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

const settled = (jobs: JobRow[]) =>
  jobs.length === MEMBERSHIP_JOB_KINDS.length &&
  jobs.every((job) => ['done', 'failed'].includes(job.status));

describe('after-insert jobs', () => {
  it('mail once and call Make once, even when the visitor hangs up right after the insert', async () => {
    const email = uniqueEmail('hangup');
    expect(await applyAndHangUp(backend, email)).toBe(201);

    const jobs = await waitFor(() => jobsFor(service, email), settled);
    expect(jobs).toEqual(
      [...MEMBERSHIP_JOB_KINDS]
        .sort()
        .map((kind) => ({ kind, status: 'done', attempts: 1, last_error: null })),
    );
    // Time for a doubled run to show up, were there one.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const mails = await mailsTo(service, email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to_address: email, tag: 'send-network-confirmation' });
    expect(mails[0]?.subject).toMatch(/^We received your application to /);
    expect(mails[0]?.text_body).toContain('Dear Sara,');
    expect(mails[0]?.text_body).toContain('on behalf of Acme Trading');
    const applicationId = await applicationIdOf(service, email);
    expect(make.callsFor(email).map((call) => call.body)).toEqual([
      {
        application_id: applicationId,
        first_name: 'Sara',
        last_name: 'Haddad',
        full_name: 'Sara Haddad',
        email,
        phone: '+966500000001',
        company: 'Acme Trading',
        title: 'founder',
        industry: 'technology',
        linkedin_url: 'https://www.linkedin.com/in/sara-example',
        referred_by: 'Omar',
        additional_info: null,
        tags: ['Network Request'],
      },
    ]);
  });

  it('retries a failing webhook with growing waits until it succeeds', async () => {
    const email = uniqueEmail('retry');
    make.failNext(email, 2);
    await applyToJoin(anon, email);

    const jobs = await waitFor(
      () => jobsFor(service, email),
      (rows) => rows.find((job) => job.kind === 'push-to-make')?.status === 'done',
    );
    expect(jobs.find((job) => job.kind === 'push-to-make')).toEqual({
      kind: 'push-to-make',
      status: 'done',
      attempts: 3,
      // The last failure stays on the row for staff to see what happened.
      last_error: 'HTTP 502: The application could not be forwarded: Make answered HTTP 500',
    });
    // Every attempt carries the same key, so the scenario can tell a repeat from a new lead.
    const applicationId = await applicationIdOf(service, email);
    expect(
      make.callsFor(email).map((call) => [call.idempotencyKey, call.body['application_id']]),
    ).toEqual(Array.from({ length: 3 }, () => [applicationId, applicationId]));
    const times = make.callsFor(email).map((call) => call.at);
    expect(times).toHaveLength(3);
    const [first = 0, second = 0, third = 0] = times;
    expect(second - first).toBeGreaterThanOrEqual(RETRY_BASE_MS - 20);
    expect(third - second).toBeGreaterThanOrEqual(2 * RETRY_BASE_MS - 20);
    // One confirmation, unaffected by Make's trouble.
    expect(await mailsTo(service, email)).toHaveLength(1);
  });

  it('gives up after the last attempt and shows the failure to staff only', async () => {
    const email = uniqueEmail('down');
    make.failAlways(email);
    await applyToJoin(anon, email);

    const jobs = await waitFor(
      () => jobsFor(service, email),
      (rows) => rows.find((job) => job.kind === 'push-to-make')?.status === 'failed',
    );
    expect(jobs.find((job) => job.kind === 'push-to-make')).toMatchObject({
      status: 'failed',
      attempts: MAX_ATTEMPTS,
    });
    expect(make.callsFor(email)).toHaveLength(MAX_ATTEMPTS);

    const staff = await createTestUser(backend, { staff: true });
    const { data: seen } = await staff.client
      .from('after_insert_jobs')
      .select('kind, status')
      .eq('status', 'failed');
    expect(seen).toContainEqual({ kind: 'push-to-make', status: 'failed' });
    const member = await createTestUser(backend);
    expect((await member.client.from('after_insert_jobs').select('id')).data).toEqual([]);
    expect((await anon.from('after_insert_jobs').select('id')).error?.code).toBe('42501');
  });

  it('cannot be run by a visitor, and does not act twice for the service role', async () => {
    const email = uniqueEmail('direct');
    await applyToJoin(anon, email);
    await waitFor(() => jobsFor(service, email), settled);
    const { data: request } = await service
      .from('membership_requests')
      .select('id')
      .eq('email', email)
      .single();
    const body = { requestId: request?.id };

    for (const kind of JOB_KINDS) {
      // status: the decision the decision mails need, so the key is what refuses the call.
      expect(await invoke(anon, kind, { body: { ...body, status: 'approved' } })).toEqual({
        status: 401,
        body: { error: 'Only the service role can run this function' },
      });
    }
    expect(await invoke(service, 'send-network-confirmation', { body })).toEqual({
      status: 200,
      body: { sent: false, reason: 'already sent' },
    });
    expect(await invoke(service, 'push-to-make', { body })).toEqual({
      status: 200,
      body: { forwarded: false, reason: 'already forwarded' },
    });
    expect(
      await invoke(service, 'push-to-make', {
        body: { requestId: '00000000-0000-4000-8000-000000000000' },
      }),
    ).toEqual({ status: 404, body: { error: 'Request not found' } });
    expect(await mailsTo(service, email)).toHaveLength(1);
    expect(make.callsFor(email)).toHaveLength(1);
  });
});

describe('a forward run twice (at least once)', () => {
  it('sends the same idempotency key both times', async () => {
    const email = uniqueEmail('twice');
    await applyToJoin(anon, email);
    await waitFor(() => jobsFor(service, email), settled);
    const applicationId = await applicationIdOf(service, email);
    const { data: job } = await service
      .from('after_insert_jobs')
      .select('id')
      .eq('row_id', applicationId)
      .eq('kind', 'push-to-make')
      .single();
    // The runner's call again, as after a crash between Make's answer and the job's record.
    const rerun = { requestId: applicationId, jobId: job?.id };
    expect(await invoke(service, 'push-to-make', { body: rerun })).toEqual({
      status: 200,
      body: { forwarded: true },
    });

    const calls = make.callsFor(email);
    expect(calls).toHaveLength(2);
    expect(calls.map((call) => call.idempotencyKey)).toEqual([applicationId, applicationId]);
    expect(calls[1]?.body).toEqual(calls[0]?.body);
  });
});

describe('after-insert jobs across a restart', () => {
  it('runs a job left pending by a stopped processor once, after the restart', async () => {
    const dataDir = newDataDir();
    try {
      const env = { MAKE_WEBHOOK_URL: make.url };
      const paused = await startBackend({ dataDir, env: { ...env, SUPABASE_JOB_WORKERS: '0' } });
      const email = uniqueEmail('restart');
      try {
        await applyToJoin(paused.client(), email);
        const pending = await jobsFor(paused.client(paused.serviceRoleKey), email);
        expect(pending.map((job) => job.status)).toEqual(['pending', 'pending']);
        expect(await mailsTo(paused.client(paused.serviceRoleKey), email)).toHaveLength(0);
      } finally {
        await paused.stop();
      }

      const restarted = await startBackend({ dataDir, env });
      try {
        const restartedService = restarted.client(restarted.serviceRoleKey);
        const jobs = await waitFor(() => jobsFor(restartedService, email), settled);
        expect(jobs.map((job) => [job.status, job.attempts])).toEqual([
          ['done', 1],
          ['done', 1],
        ]);
        expect(await mailsTo(restartedService, email)).toHaveLength(1);
        expect(make.callsFor(email)).toHaveLength(1);
      } finally {
        await restarted.stop();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('job settings', () => {
  it('a bad one stops the server at start, naming it, and leaves its data folder free', async () => {
    const dataDir = newDataDir();
    try {
      const bad = spawnServe(dataDir, { env: { SUPABASE_JOB_WORKERS: 'many' } });
      expect(await bad.ready).toMatchObject({ ok: false });
      expect(bad.stderr()).toContain('SUPABASE_JOB_WORKERS: must be a whole number of workers');
      const good = await startBackend({ dataDir });
      await good.stop();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('process-jobs (the hosted path)', () => {
  it('runs the due jobs with the same handlers, for the service role only', async () => {
    // No embedded processor: as on a hosted project, only process-jobs runs the jobs.
    const hosted = await startBackend({
      env: { MAKE_WEBHOOK_URL: make.url, SUPABASE_JOB_WORKERS: '0' },
    });
    try {
      const hostedService = hosted.client(hosted.serviceRoleKey);
      const email = uniqueEmail('hosted');
      await applyToJoin(hosted.client(), email);

      expect(await invoke(hosted.client(), 'process-jobs')).toEqual({
        status: 401,
        body: { error: 'Only the service role can run this function' },
      });
      // A Database Webhook's body is accepted as it is.
      const webhookBody = { type: 'INSERT', table: 'after_insert_jobs', record: {} };
      expect(await invoke(hostedService, 'process-jobs', { body: webhookBody })).toEqual({
        status: 200,
        body: { ran: 2, succeeded: 2, failed: 0 },
      });
      expect(await invoke(hostedService, 'process-jobs')).toEqual({
        status: 200,
        body: { ran: 0, succeeded: 0, failed: 0 },
      });
      expect((await jobsFor(hostedService, email)).map((job) => job.status)).toEqual([
        'done',
        'done',
      ]);
      expect(await mailsTo(hostedService, email)).toHaveLength(1);
      expect(make.callsFor(email)).toHaveLength(1);
    } finally {
      await hosted.stop();
    }
  });
});
