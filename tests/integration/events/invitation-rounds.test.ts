// The job row is the record (docs/architecture.md#the-job-outbox): an invitation
// withdrawn and given back keeps the jobs of its earlier rounds as they ended, and each new round
// is new jobs, each run once (one mail per round); the seat each withdrawal frees asks once per
// round (offer-freed-seat), and those jobs stay too. Through the real backend and its job runner, on
// PGlite and, where one is reachable, on PostgreSQL 15.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createThrowawayDatabase } from '../database/support/local-postgres.ts';
import { uniqueEmail } from '../functions/support.ts';
import { startBackend, type TestBackend } from '../support/backend.ts';
import { setEvent } from '../support/events.ts';
import { createTestUser, type TestUser } from '../support/users.ts';

const SLUG = 'leap-dinner';
const DAY = 86_400_000;

const postgres = await createThrowawayDatabase();
afterAll(async () => {
  if (!('reason' in postgres)) await postgres.dispose();
});

interface Job {
  kind: string;
  detail: string | null;
  status: string;
  round: number;
  attempts: number;
}

describe.each([
  ['PGlite', undefined, false],
  ['PostgreSQL 15', 'reason' in postgres ? undefined : postgres.url, 'reason' in postgres],
] as const)('an invitation given back on %s', (_engine, databaseUrl, skip) => {
  if (skip) {
    it.skip('no PostgreSQL reachable', () => undefined);
    return;
  }
  let backend: TestBackend;
  let anon: SupabaseClient;
  let service: SupabaseClient;
  let staff: TestUser;

  beforeAll(async () => {
    backend = await startBackend({
      env: { SUPABASE_JOB_POLL_MS: '200' },
      ...(databaseUrl ? { args: ['--database-url', databaseUrl] } : {}),
    });
    anon = backend.client();
    service = backend.client(backend.serviceRoleKey);
    staff = await createTestUser(backend, { staff: true });
  });

  afterAll(async () => {
    await backend?.stop();
  });

  async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const value = await read();
      if (done(value)) return value;
      if (Date.now() > deadline) throw new Error(`Timed out; last seen ${JSON.stringify(value)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** The guest's mails by tag, leaving out the request's own confirmation. */
  async function mailTags(email: string): Promise<string[]> {
    const { data, error } = await service
      .from('mail_outbox')
      .select('tag')
      .eq('to_address', email)
      .neq('tag', 'send-event-confirmation')
      .order('created_at');
    if (error) throw new Error(error.message);
    return data.map((row: { tag: string }) => row.tag);
  }

  async function jobsOf(invitationId: string): Promise<Job[]> {
    const { data, error } = await service
      .from('after_insert_jobs')
      .select('*')
      .eq('row_id', invitationId)
      .order('created_at')
      .order('kind')
      .order('detail');
    if (error) throw new Error(error.message);
    return data as Job[];
  }

  /** Decides the request; with `startsAt`, the event's row is moved there first. */
  async function decide(requestId: string, decision: string, startsAt?: Date): Promise<void> {
    if (startsAt) await setEvent(service, SLUG, { starts_at: startsAt });
    const { error } = await staff.client.rpc('decide_event_request', {
      request_id: requestId,
      decision,
    });
    if (error) throw new Error(error.message);
  }

  const count = (tags: string[], tag: string) => tags.filter((found) => found === tag).length;

  it("keeps each round's job rows and runs the next round's jobs once", async () => {
    // An address with a space-free but awkward local part and an Arabic name.
    const email = uniqueEmail("o'brien+round");
    const { error } = await anon
      .from('event_requests')
      .insert({ name: 'نور العتيبي 🌙', email, event_type: 'dinner', event_slug: SLUG });
    expect(error).toBeNull();
    const { data: request } = await service
      .from('event_requests')
      .select('id')
      .eq('email', email)
      .single();
    const requestId = (request as { id: string }).id;
    const startsAt = new Date(Date.now() + 3 * DAY);

    await decide(requestId, 'approved', startsAt);
    await waitFor(
      () => mailTags(email),
      (tags) => count(tags, 'send-invitation') === 1,
    );
    const { data: invitation } = await service
      .from('invitations')
      .select('id')
      .eq('email', email)
      .single();
    const { id } = invitation as { id: string };

    // Withdrawn (its calendar cancellation mailed), then given back: round 2.
    await decide(requestId, 'rejected');
    await waitFor(
      () => mailTags(email),
      (tags) => count(tags, 'send-invitation-cancel') === 1,
    );
    await decide(requestId, 'approved', startsAt);
    await waitFor(
      () => mailTags(email),
      (tags) => count(tags, 'send-invitation') === 2,
    );

    // Withdrawn and given back once more: round 3, whose mails are new jobs too.
    await decide(requestId, 'rejected');
    await waitFor(
      () => mailTags(email),
      (tags) => count(tags, 'send-invitation-cancel') === 2,
    );
    await decide(requestId, 'approved', startsAt);
    const tags = await waitFor(
      () => mailTags(email),
      (found) => count(found, 'send-invitation') === 3,
    );

    const jobs = await waitFor(
      () => jobsOf(id),
      (found) =>
        found.filter((job) => job.kind === 'send-invitation').length === 3 &&
        found.filter((job) => job.kind === 'offer-freed-seat' && job.status === 'done').length ===
          2,
    );
    // Every round's jobs are kept, as they ended.
    const byStatus = jobs.map((job) => `${job.kind} ${job.detail ?? '-'} ${job.status}`).sort();
    expect(byStatus).toEqual([
      'offer-freed-seat - done',
      'offer-freed-seat - done',
      'send-event-reminder reminder-24h cancelled',
      'send-event-reminder reminder-24h cancelled',
      'send-event-reminder reminder-24h pending',
      'send-event-reminder reminder-3h cancelled',
      'send-event-reminder reminder-3h cancelled',
      'send-event-reminder reminder-3h pending',
      'send-invitation - done',
      'send-invitation - done',
      'send-invitation - done',
      'send-invitation-cancel - done',
      'send-invitation-cancel - done',
    ]);
    const { data: back } = await service.from('invitations').select('*').eq('id', id).single();
    expect(back).toMatchObject({ round: 3 });
    const summary = jobs.map(
      (job) => `${job.round} ${job.kind} ${job.detail ?? '-'} ${job.status}`,
    );
    expect(summary.sort()).toEqual([
      '1 offer-freed-seat - done',
      '1 send-event-reminder reminder-24h cancelled',
      '1 send-event-reminder reminder-3h cancelled',
      '1 send-invitation - done',
      '1 send-invitation-cancel - done',
      '2 offer-freed-seat - done',
      '2 send-event-reminder reminder-24h cancelled',
      '2 send-event-reminder reminder-3h cancelled',
      '2 send-invitation - done',
      '2 send-invitation-cancel - done',
      '3 send-event-reminder reminder-24h pending',
      '3 send-event-reminder reminder-3h pending',
      '3 send-invitation - done',
    ]);
    // Each job ran once: one attempt each, and one mail per round of each kind.
    expect(jobs.filter((job) => job.status === 'done').map((job) => job.attempts)).toEqual([
      1, 1, 1, 1, 1, 1, 1,
    ]);
    // A little later still: no job ran twice, so no mail came twice.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await mailTags(email)).toEqual(tags);
    expect(count(tags, 'send-invitation')).toBe(3);
    expect(count(tags, 'send-invitation-cancel')).toBe(2);
  });
});
