// The functions staff actions lead to. Infer Industries is the staff member's own call (their client,
// RLS applies); the decision mails and the member account are jobs, run by the service role only.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend, type TestBackend } from '../support/backend.ts';
import { createTestUser, type TestUser } from '../support/users.ts';
import { JOB_KINDS } from '../../../supabase/functions/_shared/domain/job-kinds.ts';
import { invoke, mailsTo, uniqueEmail } from './support.ts';

let backend: TestBackend;
let anon: SupabaseClient;
let service: SupabaseClient;
let staff: TestUser;
let member: TestUser;

beforeAll(async () => {
  backend = await startBackend({ env: { SUPABASE_JOB_WORKERS: '0' } });
  anon = backend.client();
  service = backend.client(backend.serviceRoleKey);
  staff = await createTestUser(backend, { staff: true });
  member = await createTestUser(backend);
});

afterAll(async () => {
  await backend?.stop();
});

async function application(email: string, firstName = 'Layla'): Promise<string> {
  const { error } = await anon
    .from('membership_requests')
    .insert({ first_name: firstName, last_name: 'Karim', email, company: 'Acme' });
  expect(error).toBeNull();
  const { data } = await service
    .from('membership_requests')
    .select('id')
    .eq('email', email)
    .single();
  return (data as { id: string }).id;
}

/** Mails staff actions sent: the application's own confirmation (an after-insert job) is left out. */
/** The confirmations a visitor's own request queues (after-insert jobs), not staff decisions. */
const CONFIRMATION_TAGS = new Set(['send-network-confirmation', 'send-event-confirmation']);

async function decisionMails(address: string) {
  return (await mailsTo(service, address)).filter((mail) => !CONFIRMATION_TAGS.has(mail.tag));
}

async function requestStatus(id: string): Promise<string> {
  const { data } = await service
    .from('membership_requests')
    .select('request_status')
    .eq('id', id)
    .single();
  return (data as { request_status: string }).request_status;
}

/**
 * Every function that mails someone, creates an account or calls a webhook is a job the runner
 * does: it answers only the service role, never a visitor, a member or staff
 * (docs/architecture.md#the-job-outbox).
 */
describe('functions with side effects answer only the service role', () => {
  const refused = { status: 401, body: { error: 'Only the service role can run this function' } };
  it.each([...JOB_KINDS, 'process-jobs'])(
    '%s refuses visitors, members and staff',
    async (name) => {
      const body = { requestId: '7d9f2c1e-3b4a-4c5d-8e6f-0a1b2c3d4e5f', status: 'approved' };
      expect(await invoke(anon, name, { body })).toEqual(refused);
      expect(await invoke(member.client, name, { body })).toEqual(refused);
      expect(await invoke(staff.client, name, { body })).toEqual(refused);
    },
  );
});

describe('infer-contact-industries (staff only)', () => {
  it('refuses visitors (401) and members (403)', async () => {
    const name = 'infer-contact-industries';
    expect(await invoke(anon, name, { body: {} })).toEqual({
      status: 401,
      body: { error: 'Sign in with a staff account to use this function' },
    });
    expect(await invoke(member.client, name, { body: {} })).toEqual({
      status: 403,
      body: { error: 'Only staff can use this function' },
    });
  });
});

describe('create-approved-member, run by the service role', () => {
  async function approved(email: string): Promise<string> {
    const requestId = await application(email);
    // As decide_membership_request leaves it, without its job running first: the runner of this
    // backend is off (SUPABASE_JOB_WORKERS=0), so the calls below are the only runs.
    const { error } = await service
      .from('membership_requests')
      .update({ request_status: 'approved' })
      .eq('id', requestId);
    expect(error).toBeNull();
    return requestId;
  }

  it('creates the account and mails a set-password link, never a password', async () => {
    const email = uniqueEmail('approved');
    const requestId = await approved(email);

    const result = await invoke(service, 'create-approved-member', { body: { requestId } });
    expect(result).toEqual({
      status: 200,
      body: { status: 'account_created', invitationSent: true },
    });
    expect(JSON.stringify(result.body)).not.toMatch(/password/i);
    expect(await requestStatus(requestId)).toBe('account_created');

    const [invitation, ...others] = await decisionMails(email);
    expect(others).toHaveLength(0);
    expect(invitation?.subject).toBe('Set your password for Majlis Network');
    const tokenHash = /\/login\?token_hash=([0-9a-zA-Z_-]+)&type=invite/.exec(
      invitation?.text_body ?? '',
    )?.[1];
    expect(tokenHash).toBeDefined();

    // The link works the way the /login page uses it: verify the token, then choose a password.
    const newMember = backend.client();
    const verified = await newMember.auth.verifyOtp({
      token_hash: tokenHash ?? '',
      type: 'invite',
    });
    expect(verified.error).toBeNull();
    expect(verified.data.session?.user.email).toBe(email);
    expect((await newMember.auth.updateUser({ password: 'A-new-password-42' })).error).toBeNull();
    const signIn = await backend
      .client()
      .auth.signInWithPassword({ email, password: 'A-new-password-42' });
    expect(signIn.error).toBeNull();

    // The approval mail is queued with the outcome, in the same transaction.
    const { data: queued } = await service
      .from('after_insert_jobs')
      .select('kind, detail, status')
      .eq('row_id', requestId)
      .eq('kind', 'send-membership-status');
    expect(queued).toEqual([
      { kind: 'send-membership-status', detail: 'approved', status: 'pending' },
    ]);

    // Run again (a retry, a second runner): nothing is created, sent or queued again.
    expect((await invoke(service, 'create-approved-member', { body: { requestId } })).body).toEqual(
      { status: 'account_created', invitationSent: false, alreadyDone: true },
    );
    expect(await decisionMails(email)).toHaveLength(1);
  });

  it('counts an account made by an earlier run of the same approval as created', async () => {
    const email = uniqueEmail('crashed');
    const requestId = await approved(email);
    // A run that made the account and stopped before recording it.
    const { error } = await service.auth.admin.createUser({
      email,
      user_metadata: { membership_request_id: requestId },
    });
    expect(error).toBeNull();
    const result = await invoke(service, 'create-approved-member', { body: { requestId } });
    expect(result.body).toEqual({ status: 'account_created', invitationSent: false });
    expect(await requestStatus(requestId)).toBe('account_created');
  });

  it('marks account_exists when the applicant already has an account, and mails nothing', async () => {
    const requestId = await approved(member.email);
    const result = await invoke(service, 'create-approved-member', { body: { requestId } });
    expect(result.body).toEqual({ status: 'account_exists', invitationSent: false });
    expect(await requestStatus(requestId)).toBe('account_exists');
    expect(await decisionMails(member.email)).toHaveLength(0);
    const { data: queued } = await service
      .from('after_insert_jobs')
      .select('kind')
      .eq('row_id', requestId)
      .eq('kind', 'send-membership-status');
    expect(queued).toEqual([]);

    // ...and an approval notice run by hand is not sent either.
    const notice = await invoke(service, 'send-membership-status', {
      body: { requestId, status: 'approved' },
    });
    expect(notice.body).toEqual({ sent: false, reason: 'The applicant already has an account' });
    expect(await decisionMails(member.email)).toHaveLength(0);
  });

  it('answers 404 for an unknown request and 400 for a malformed id', async () => {
    const unknown = await invoke(service, 'create-approved-member', {
      body: { requestId: '7d9f2c1e-3b4a-4c5d-8e6f-0a1b2c3d4e5f' },
    });
    expect(unknown).toEqual({ status: 404, body: { error: 'Request not found' } });
    const malformed = await invoke(service, 'create-approved-member', {
      body: { requestId: 'membership_12' },
    });
    expect(malformed.status).toBe(400);
  });
});

describe('send-membership-status, run by the service role', () => {
  it.each([
    ['waitlist', 'Your application to Majlis Network: on our waitlist'],
    ['rejected', 'Your application to Majlis Network'],
  ])('mails the %s decision to the stored address', async (status, subject) => {
    const email = uniqueEmail(status);
    const requestId = await application(email);
    const result = await invoke(service, 'send-membership-status', {
      body: { requestId, status },
    });
    expect(result).toEqual({ status: 200, body: { sent: true } });
    const mails = await decisionMails(email);
    expect(mails.map((mail) => [mail.tag, mail.subject])).toEqual([
      ['send-membership-status', subject],
    ]);
  });

  it('mails from the row the runner hands it, not a second read', async () => {
    const email = uniqueEmail('handed');
    const requestId = await application(email);
    const target = { id: requestId, email, first_name: 'Handed', request_status: 'waitlist' };
    await invoke(service, 'send-membership-status', {
      body: { requestId, status: 'waitlist', target },
    });
    const [mail] = await decisionMails(email);
    expect(mail?.text_body).toContain('Dear Handed,');
  });
});

describe('send-event-status, run by the service role', () => {
  it('mails the decision for the request by id', async () => {
    const email = uniqueEmail('forum');
    const { error } = await anon
      .from('event_requests')
      .insert({ name: 'Ali Badr', email, event_type: 'forum' });
    expect(error).toBeNull();
    const { data } = await service.from('event_requests').select('id').eq('email', email).single();
    const requestId = (data as { id: string }).id;
    expect(
      (await invoke(service, 'send-event-status', { body: { requestId, status: 'approved' } }))
        .body,
    ).toEqual({ sent: true });
    const mails = await decisionMails(email);
    expect(mails.map((mail) => mail.subject)).toEqual(['You are invited to the Business Forum']);
    expect(mails[0]?.text_body).toContain('Dear Ali,');
  });
});

describe('infer-contact-industries', () => {
  it('classifies contacts without an industry and leaves unknowns alone', async () => {
    const rows = [
      { first_name: 'A', email: uniqueEmail('a'), company: 'Gulf Commercial Bank' },
      { first_name: 'B', email: uniqueEmail('b'), company: 'Desert Solar Power' },
      { first_name: 'C', email: uniqueEmail('c'), company: 'Acme', title: 'CEO' },
      { first_name: 'D', email: uniqueEmail('d'), company: 'Al Noor Hospital', industry: 'retail' },
    ];
    const { error } = await service.from('contacts').insert(rows);
    expect(error).toBeNull();

    const result = await invoke(staff.client, 'infer-contact-industries');
    expect(result).toEqual({
      status: 200,
      body: { updated: 2, total: 3, message: 'Updated 2 of 3 contacts' },
    });
    const { data } = await service.from('contacts').select('company, industry').order('first_name');
    expect(data).toEqual([
      { company: 'Gulf Commercial Bank', industry: 'finance' },
      { company: 'Desert Solar Power', industry: 'energy' },
      { company: 'Acme', industry: null },
      { company: 'Al Noor Hospital', industry: 'retail' },
    ]);

    // {all: true} reconsiders every contact, including ones that already have an industry.
    const all = await invoke(staff.client, 'infer-contact-industries', { body: { all: true } });
    expect(all.body).toEqual({ updated: 1, total: 4, message: 'Updated 1 of 4 contacts' });
    const { data: hospital } = await service
      .from('contacts')
      .select('industry')
      .eq('company', 'Al Noor Hospital');
    expect(hospital).toEqual([{ industry: 'healthcare' }]);
  });

  it('writes the whole plan in one database call that only staff may make', async () => {
    const { data: contact } = await service
      .from('contacts')
      .insert({ first_name: 'E', email: uniqueEmail('e'), company: 'Plain Co' })
      .select('id')
      .single();
    const updates = [{ id: contact!.id, industry: 'logistics' }];
    for (const caller of [member.client, anon]) {
      const refused = await caller.rpc('set_contact_industries', { updates });
      expect(refused.error?.code).toBe('42501');
    }
    const bad = await staff.client.rpc('set_contact_industries', {
      updates: [{ id: contact!.id, industry: 'not-an-industry' }],
    });
    expect(bad.error?.code).toBe('23514');
    const notArray = await staff.client.rpc('set_contact_industries', { updates: { id: 1 } });
    expect(notArray.error?.code).toBe('22023');

    const first = await staff.client.rpc('set_contact_industries', { updates });
    expect(first).toMatchObject({ data: 1, error: null });
    // Already so: nothing is written again (no timeline entry, no live change).
    const again = await staff.client.rpc('set_contact_industries', { updates });
    expect(again).toMatchObject({ data: 0, error: null });
  });
});
