// Deciding requests as the CRM does it (shared/api/decide-membership.ts, decide-event-request.ts):
// one RPC stores the decision and queues its jobs; the job runner creates the account with its
// set-password invitation (create-approved-member), then sends the decision mail. Two staff members
// deciding the same request at once, each in their own browser, store one decision and queue one
// of each job: the database decides, not the button. On PGlite, and on PostgreSQL 15 where two
// connections really do race.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createThrowawayDatabase } from '../database/support/local-postgres.ts';
import { startBackend, type TestBackend } from '../support/backend.ts';
import { createTestUser, type TestUser } from '../support/users.ts';
import { mailsTo, uniqueEmail } from '../functions/support.ts';

/** Mails the approval sent: the application's own confirmation (an after-insert job) is left out. */
async function decisionMails(service: SupabaseClient, address: string) {
  return (await mailsTo(service, address)).filter(
    (mail) => mail.tag !== 'send-network-confirmation',
  );
}

const postgres = await createThrowawayDatabase();
const engines: { name: string; skip: string | null; start: () => Promise<TestBackend> }[] = [
  { name: 'PGlite', skip: null, start: () => startBackend() },
  {
    name: 'PostgreSQL 15',
    skip: 'reason' in postgres ? postgres.reason : null,
    start: async () => {
      if ('reason' in postgres) throw new Error(postgres.reason);
      const started = await startBackend({ args: ['--database-url', postgres.url] });
      return {
        ...started,
        stop: async () => {
          await started.stop();
          await postgres.dispose();
        },
      };
    },
  },
];

describe.each(engines)('on $name', (engine) => {
  let backend: TestBackend | undefined;
  let service: SupabaseClient;
  let staff: TestUser;
  let colleague: TestUser;
  let member: TestUser;

  beforeAll(async () => {
    if (engine.skip !== null) return;
    const started = await engine.start();
    backend = started;
    service = started.client(started.serviceRoleKey);
    [staff, colleague, member] = await Promise.all([
      createTestUser(started, { staff: true }),
      createTestUser(started, { staff: true }),
      createTestUser(started),
    ]);
  });

  afterAll(async () => {
    await backend?.stop();
  });

  async function application(email: string): Promise<string> {
    const { error } = await backend!
      .client()
      .from('membership_requests')
      .insert({ first_name: 'Noura', last_name: 'Haddad', email, company: 'Dune Ventures' });
    expect(error).toBeNull();
    const { data } = await service
      .from('membership_requests')
      .select('id')
      .eq('email', email)
      .single();
    return (data as { id: string }).id;
  }

  /** What the CRM's status control does (shared/api/decide-membership.ts), from one browser. */
  async function decide(client: SupabaseClient, requestId: string, decision = 'approved') {
    const { data, error } = await client.rpc('decide_membership_request', {
      request_id: requestId,
      decision,
    });
    return { outcome: data as string | null, error };
  }

  /** The job rows for a request once none is pending or running (the runner has done them). */
  async function settledJobs(requestId: string, expected: number) {
    return waitFor(
      async () => {
        const { data, error } = await service
          .from('after_insert_jobs')
          .select('kind, status, detail')
          .eq('row_id', requestId)
          .order('created_at');
        expect(error).toBeNull();
        return data ?? [];
      },
      (jobs) => jobs.length >= expected && jobs.every((job) => job.status === 'done'),
    );
  }

  async function waitForMails(email: string, count: number) {
    return waitFor(
      () => decisionMails(service, email),
      (mails) => mails.length >= count,
    );
  }

  async function accountsFor(email: string): Promise<number> {
    const { data, error } = await service.from('profiles').select('id').ilike('email', email);
    expect(error).toBeNull();
    return (data ?? []).length;
  }

  async function statusOf(requestId: string): Promise<string> {
    const { data } = await service
      .from('membership_requests')
      .select('request_status')
      .eq('id', requestId)
      .single();
    return (data as { request_status: string }).request_status;
  }

  describe.skipIf(engine.skip !== null)('approving a membership request', () => {
    it('queues the account, whose job sends the invitation link, then the status mail', async () => {
      const email = uniqueEmail('approve');
      const requestId = await application(email);
      expect(await decide(staff.client, requestId)).toEqual({ outcome: 'done', error: null });
      const mails = await waitForMails(email, 2);
      expect(mails.map((mail) => mail.tag)).toEqual([
        'create-approved-member',
        'send-membership-status',
      ]);
      expect(await statusOf(requestId)).toBe('account_created');
      expect(await accountsFor(email)).toBe(1);
      expect(mails[0]?.text_body).toMatch(/\/login\?token_hash=[0-9a-zA-Z_-]+&type=invite/);
      expect(mails[1]?.text_body).toContain('separate e-mail with a link to set your password');
      // A link to choose a password, never a password itself
      // (docs/behaviour/staff-app.md#decisions-and-their-mails).
      expect(mails.map((mail) => mail.text_body).join('\n')).not.toMatch(
        /temporary password|password is|tempPassword/i,
      );
    });

    it('from two browsers at once stores one decision: one account, one invitation, one mail', async () => {
      for (let round = 0; round < 3; round += 1) {
        const email = uniqueEmail(`twice${round}`);
        const requestId = await application(email);
        const outcomes = await Promise.all([
          decide(staff.client, requestId),
          decide(colleague.client, requestId),
        ]);
        // One call stored it; the other, waiting on the row, found it approved.
        expect(outcomes.map((o) => o.outcome).sort()).toEqual(['already-approved', 'done']);
        const jobs = await settledJobs(requestId, 4);
        expect(jobs.map((job) => job.kind).sort()).toEqual([
          'create-approved-member',
          'push-to-make',
          'send-membership-status',
          'send-network-confirmation',
        ]);
        await waitForMails(email, 2);
        expect(await accountsFor(email)).toBe(1);
        expect(await statusOf(requestId)).toBe('account_created');
        const tags = (await decisionMails(service, email)).map((mail) => mail.tag).sort();
        expect(tags).toEqual(['create-approved-member', 'send-membership-status']);
      }
    });

    it('two staff waitlisting at once queue one mail; the other is told nothing changed', async () => {
      const email = uniqueEmail('waitlist');
      const requestId = await application(email);
      const outcomes = await Promise.all([
        decide(staff.client, requestId, 'waitlist'),
        decide(colleague.client, requestId, 'waitlist'),
      ]);
      expect(outcomes.map((o) => o.outcome).sort()).toEqual(['done', 'unchanged']);
      const mails = await waitForMails(email, 1);
      expect(mails.map((mail) => mail.subject)).toEqual([
        'Your application to Majlis Network: on our waitlist',
      ]);
      // Deciding the other way afterwards is a new decision with its own mail; approval is final.
      expect((await decide(staff.client, requestId, 'rejected')).outcome).toBe('done');
      await waitForMails(email, 2);
      expect((await decide(staff.client, requestId, 'pending')).outcome).toBe('done');
      expect((await decide(staff.client, requestId, 'approved')).outcome).toBe('done');
      await waitForMails(email, 4);
      const refused = await decide(staff.client, requestId, 'rejected');
      expect(refused.error?.message).toBe('An approved request cannot be changed');
      const jobs = await settledJobs(requestId, 6);
      expect(jobs.filter((job) => job.kind === 'send-membership-status')).toEqual([
        { kind: 'send-membership-status', status: 'done', detail: 'waitlist' },
        { kind: 'send-membership-status', status: 'done', detail: 'rejected' },
        { kind: 'send-membership-status', status: 'done', detail: 'approved' },
      ]);
    });

    it('approving an applicant who already has an account mails nothing', async () => {
      const requestId = await application(member.email);
      expect((await decide(staff.client, requestId)).outcome).toBe('done');
      await waitFor(
        () => statusOf(requestId),
        (status) => status === 'account_exists',
      );
      await settledJobs(requestId, 3);
      expect(await decisionMails(service, member.email)).toEqual([]);
    });

    it('records who approved and when, which no one can name for someone else', async () => {
      const requestId = await application(uniqueEmail('stamp'));
      await decide(staff.client, requestId);
      const { data } = await service
        .from('membership_requests')
        .select('approved_at, approved_by')
        .eq('id', requestId)
        .single();
      expect(data).toMatchObject({ approved_by: staff.id });
      expect(Date.now() - Date.parse((data as { approved_at: string }).approved_at)).toBeLessThan(
        60_000,
      );
      const forged = await colleague.client
        .from('membership_requests')
        .update({ approved_by: colleague.id })
        .eq('id', requestId);
      expect(forged.error?.code).toBe('42501');
    });

    it('is refused to members and visitors: no decision, no job', async () => {
      const email = uniqueEmail('refused');
      const requestId = await application(email);
      for (const client of [member.client, backend!.client()]) {
        for (const rpc of ['decide_membership_request', 'decide_event_request']) {
          const { error } = await client.rpc(rpc, { request_id: requestId, decision: 'approved' });
          expect(error?.code).toBe('42501');
        }
      }
      const { data } = await service
        .from('membership_requests')
        .select('approved_at, request_status')
        .eq('id', requestId)
        .single();
      expect(data).toEqual({ approved_at: null, request_status: 'pending' });
      const { data: jobs } = await service
        .from('after_insert_jobs')
        .select('kind')
        .eq('row_id', requestId)
        .in('kind', ['create-approved-member', 'send-membership-status']);
      expect(jobs).toEqual([]);
      expect(await accountsFor(email)).toBe(0);
    });
  });

  describe.skipIf(engine.skip !== null)('deciding an invitation request', () => {
    it('two staff approving at once store one decision and mail the guest once', async () => {
      const email = uniqueEmail('guest');
      const { data: row, error } = await service
        .from('event_requests')
        .insert({ name: 'Ali Badr', email, event_type: 'forum' })
        .select('id')
        .single();
      expect(error).toBeNull();
      const requestId = (row as { id: string }).id;
      const outcomes = await Promise.all(
        [staff, colleague].map((who) =>
          who.client.rpc('decide_event_request', { request_id: requestId, decision: 'approved' }),
        ),
      );
      expect(outcomes.map((o) => o.data).sort()).toEqual(['already-approved', 'done']);
      const mails = await waitFor(
        async () =>
          (await mailsTo(service, email)).filter((mail) => mail.tag === 'send-event-status'),
        (found) => found.length >= 1,
      );
      expect(mails.map((mail) => mail.subject)).toEqual(['You are invited to the Business Forum']);
      expect(mails[0]?.text_body).toContain('Dear Ali,');
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(
        (await mailsTo(service, email)).filter((mail) => mail.tag === 'send-event-status'),
      ).toHaveLength(1);
    });
  });
});

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`Timed out; last seen ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
