// Approving a membership request as the CRM does it (shared/api/decide-membership.ts): the account
// with its set-password invitation (create-approved-member), then the decision mail
// (send-membership-status). Two staff members approving the same request at once, each in their
// own browser, make one account and one of each mail: the database decides, not the button.
// On PGlite, and on PostgreSQL 15 where two connections really do race.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createThrowawayDatabase } from '../database/support/local-postgres.ts';
import { startBackend, type TestBackend } from '../support/backend.ts';
import { createTestUser, type TestUser } from '../support/users.ts';
import { invoke, mailsTo, uniqueEmail } from '../functions/support.ts';

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

  /** What the CRM's status control does on 'Approved' (decide-membership.ts), from one browser. */
  async function approveAsTheCrm(client: SupabaseClient, requestId: string) {
    const created = await invoke(client, 'create-approved-member', { body: { requestId } });
    expect(created.status).toBe(200);
    const body = created.body as {
      status: string;
      invitationSent: boolean;
      alreadyApproved?: boolean;
    };
    if (body.status === 'account_exists' || body.alreadyApproved) return { created: body };
    const mailed = await invoke(client, 'send-membership-status', {
      body: { requestId, status: 'approved' },
    });
    return { created: body, mailed };
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
    it('creates the account with an invitation link in the outbox, then the status mail', async () => {
      const email = uniqueEmail('approve');
      const requestId = await application(email);
      const outcome = await approveAsTheCrm(staff.client, requestId);
      expect(outcome.created).toMatchObject({ status: 'account_created', invitationSent: true });
      expect(outcome.mailed).toEqual({ status: 200, body: { sent: true } });
      expect(await statusOf(requestId)).toBe('account_created');
      expect(await accountsFor(email)).toBe(1);

      const mails = await decisionMails(service, email);
      expect(mails.map((mail) => mail.tag)).toEqual([
        'create-approved-member',
        'send-membership-status',
      ]);
      expect(mails[0]?.text_body).toMatch(/\/login\?token_hash=[0-9a-zA-Z_-]+&type=invite/);
      // A link to choose a password, never a password itself
      // (docs/behaviour/staff-app.md#decisions-and-their-mails).
      expect(mails.map((mail) => mail.text_body).join('\n')).not.toMatch(
        /temporary password|password is|tempPassword/i,
      );
    });

    it('from two browsers at once makes one account, one invitation and one decision mail', async () => {
      for (let round = 0; round < 3; round += 1) {
        const email = uniqueEmail(`twice${round}`);
        const requestId = await application(email);
        const outcomes = await Promise.all([
          approveAsTheCrm(staff.client, requestId),
          approveAsTheCrm(colleague.client, requestId),
        ]);
        expect(await accountsFor(email)).toBe(1);
        expect(await statusOf(requestId)).toBe('account_created');
        const tags = (await decisionMails(service, email)).map((mail) => mail.tag).sort();
        expect(tags).toEqual(['create-approved-member', 'send-membership-status']);
        // One of the two made the account; the other was told it was already approved.
        expect(outcomes.map((o) => o.created.invitationSent).sort()).toEqual([false, true]);
      }
    });

    it('a second approval later, from a browser that had not seen the first, mails nothing', async () => {
      const email = uniqueEmail('stale');
      const requestId = await application(email);
      await approveAsTheCrm(staff.client, requestId);
      const again = await approveAsTheCrm(colleague.client, requestId);
      expect(again.created).toMatchObject({ status: 'account_created', alreadyApproved: true });
      expect((await decisionMails(service, email)).map((mail) => mail.tag)).toEqual([
        'create-approved-member',
        'send-membership-status',
      ]);
    });

    it('records who approved and when, which no one can name for someone else', async () => {
      const requestId = await application(uniqueEmail('stamp'));
      await approveAsTheCrm(staff.client, requestId);
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

    it('is refused to members and visitors: no approval, no claim', async () => {
      const email = uniqueEmail('refused');
      const requestId = await application(email);
      const claim = (client: SupabaseClient) =>
        client
          .from('membership_requests')
          .update({ approved_at: new Date().toISOString() })
          .eq('id', requestId)
          .select('id');
      expect(
        (await invoke(member.client, 'create-approved-member', { body: { requestId } })).status,
      ).toBe(403);
      expect(
        (await invoke(backend!.client(), 'create-approved-member', { body: { requestId } })).status,
      ).toBe(401);
      // A member has the column grant but RLS shows them no row; a visitor has no grant at all.
      expect(await claim(member.client)).toMatchObject({ error: null, data: [] });
      expect((await claim(backend!.client())).error?.code).toBe('42501');
      const { data } = await service
        .from('membership_requests')
        .select('approved_at, request_status')
        .eq('id', requestId)
        .single();
      expect(data).toEqual({ approved_at: null, request_status: 'pending' });
      expect(await accountsFor(email)).toBe(0);
      expect(await decisionMails(service, email)).toEqual([]);
    });
  });
});
