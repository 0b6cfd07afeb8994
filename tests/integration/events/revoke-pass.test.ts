// Staff revoke a guest's door pass and issue a new one (issue 41; docs/privacy/dpia.md, D1):
// the revoked token is refused at the door with its own answer and its page reads "no longer
// valid", the new pass works and is mailed, each step is on the contact's timeline; members and
// visitors can do neither.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../functions/support.ts';
import { startBackend, type TestBackend } from '../support/backend.ts';
import { setEvent } from '../support/events.ts';
import { createTestUser, type TestUser } from '../support/users.ts';

const SLUG = 'majlis-business-forum';
const STARTS = new Date(Date.now() + 86_400_000).toISOString();
const GUEST = 'سارة القحطاني 🌙 #3 50%';

let backend: TestBackend;
let anon: SupabaseClient;
let service: SupabaseClient;
let staff: TestUser;
let member: TestUser;

beforeAll(async () => {
  backend = await startBackend();
  anon = backend.client();
  service = backend.client(backend.serviceRoleKey);
  await setEvent(service, SLUG, { starts_at: STARTS });
  [staff, member] = await Promise.all([
    createTestUser(backend, { staff: true }),
    createTestUser(backend),
  ]);
});

afterAll(async () => {
  await backend?.stop();
});

/** A confirmed guest with a contact (for the timeline), and their pass's token. */
async function guest(status = 'confirmed') {
  const email = uniqueEmail('revoke');
  const { data: contact, error: contactError } = await service
    .from('contacts')
    .insert({ email, first_name: 'سارة', last_name: 'القحطاني' })
    .select('id')
    .single();
  expect(contactError).toBeNull();
  const { data, error } = await service
    .from('invitations')
    .insert({
      event_slug: SLUG,
      email,
      guest_name: GUEST,
      status,
      starts_at: STARTS,
      contact_id: contact!.id,
      language: 'ar',
    })
    .select('id, pass_token, contact_id')
    .single();
  expect(error).toBeNull();
  return data as { id: string; pass_token: string; contact_id: string };
}

async function invitation(id: string) {
  const { data } = await service
    .from('invitations')
    .select('pass_token, pass_revoked_at, calendar_sequence')
    .eq('id', id)
    .single();
  return data as { pass_token: string; pass_revoked_at: string | null; calendar_sequence: number };
}

const door = (token: string) =>
  staff.client.rpc('door_pass_invitation', { event_slug: SLUG, token });

describe('revoking and re-issuing a door pass', () => {
  it('a revoked pass is refused at the door as revoked, and its page read says so', async () => {
    const row = await guest();
    expect((await door(row.pass_token)).data).toBe(row.id);

    const revoked = await staff.client.rpc('revoke_pass', { invitation_id: row.id });
    expect(revoked.error).toBeNull();
    const after = await invitation(row.id);
    expect(after.pass_revoked_at).toBe(revoked.data);
    // The invitation holds a new token no one has seen; the old one is kept as revoked.
    expect(after.pass_token).not.toBe(row.pass_token);
    const refused = await door(row.pass_token);
    expect(refused.error).toMatchObject({ code: 'PT410', message: 'This pass was revoked' });
    expect(refused.error?.details).toBe(GUEST);
    // Nor does the unseen token open the door while the pass is revoked.
    expect(await door(after.pass_token)).toMatchObject({ error: null, data: null });
    // Another event's door does not learn anything from it.
    const elsewhere = await staff.client.rpc('door_pass_invitation', {
      event_slug: 'suhoor-dinner',
      token: row.pass_token,
    });
    expect(elsewhere).toMatchObject({ error: null, data: null });

    expect((await anon.rpc('invitation_pass', { token: row.pass_token })).data).toEqual([]);
    expect(await anon.rpc('revoked_pass', { token: row.pass_token })).toMatchObject({
      error: null,
      data: [{ event_slug: SLUG, language: 'ar' }],
    });
    expect((await anon.rpc('revoked_pass', { token: after.pass_token })).data).toEqual([]);

    // A second revoke changes nothing and writes no second timeline entry.
    const again = await staff.client.rpc('revoke_pass', { invitation_id: row.id });
    expect(again.data).toBe(revoked.data);
    const { data: trail } = await staff.client
      .from('activity')
      .select('action, entity_type, entity_id, after')
      .eq('contact_id', row.contact_id);
    expect(trail).toEqual([
      {
        action: 'pass_revoked',
        entity_type: 'invitation',
        entity_id: row.id,
        after: { event_slug: SLUG },
      },
    ]);
  });

  it('a new pass works at the door, the old ones do not, and it is mailed to the guest', async () => {
    const row = await guest();
    expect((await staff.client.rpc('revoke_pass', { invitation_id: row.id })).error).toBeNull();
    const reissued = await staff.client.rpc('reissue_pass', { invitation_id: row.id });
    expect(reissued.error).toBeNull();
    const after = await invitation(row.id);
    expect(after.pass_revoked_at).toBeNull();
    expect(await door(after.pass_token)).toMatchObject({ error: null, data: row.id });
    expect((await door(row.pass_token)).error?.code).toBe('PT410');
    expect(after.calendar_sequence).toBe(1);

    // Re-issuing a working pass retires it too.
    const again = await staff.client.rpc('reissue_pass', { invitation_id: row.id });
    expect(again.error).toBeNull();
    const third = await invitation(row.id);
    expect((await door(after.pass_token)).error?.code).toBe('PT410');
    expect((await door(third.pass_token)).data).toBe(row.id);

    const { data: jobs } = await service
      .from('after_insert_jobs')
      .select('kind, round')
      .eq('row_id', row.id)
      .eq('kind', 'send-invitation')
      .order('round');
    expect(jobs).toEqual([
      { kind: 'send-invitation', round: 2 },
      { kind: 'send-invitation', round: 3 },
    ]);
    const { data: trail } = await staff.client
      .from('activity')
      .select('action')
      .eq('contact_id', row.contact_id)
      .order('occurred_at')
      .order('seq');
    expect(trail!.map((entry) => entry.action)).toEqual([
      'pass_revoked',
      'pass_reissued',
      'pass_reissued',
    ]);
  });

  it('only a confirmed guest is sent a new pass', async () => {
    const row = await guest('declined');
    const answer = await staff.client.rpc('reissue_pass', { invitation_id: row.id });
    expect(answer.error).toMatchObject({ code: 'PT409' });
    expect((await invitation(row.id)).pass_token).toBe(row.pass_token);
  });

  it('an unknown invitation answers PT404', async () => {
    const answer = await staff.client.rpc('revoke_pass', {
      invitation_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(answer.error?.code).toBe('PT404');
  });

  it.each([
    ['a visitor', () => anon],
    ['a signed-in member', () => member.client],
  ])('%s can neither revoke nor re-issue a pass', async (_, client) => {
    const row = await guest();
    for (const name of ['revoke_pass', 'reissue_pass'] as const) {
      const answer = await client().rpc(name, { invitation_id: row.id });
      expect({ name, code: answer.error?.code }).toEqual({ name, code: '42501' });
    }
    expect(await invitation(row.id)).toMatchObject({
      pass_token: row.pass_token,
      pass_revoked_at: null,
    });
  });
});
