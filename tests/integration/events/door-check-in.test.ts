// The door screen's RPCs through the real backend (docs/behaviour/door-check-in.md): the guest
// list, a walk-in invited and checked in in one transaction (idempotent by event and e-mail), and
// a scanned pass mapped to its invitation for this event only; each allowed for staff and refused
// to members and visitors.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../functions/support.ts';
import { startBackend, type TestBackend } from '../support/backend.ts';
import { setEvent } from '../support/events.ts';
import { createTestUser, type TestUser } from '../support/users.ts';

const SLUG = 'majlis-business-forum';
const STARTS = new Date(Date.now() + 3_600_000).toISOString();

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

function walkIn(client: SupabaseClient, email: string, overrides: Record<string, unknown> = {}) {
  return client.rpc('check_in_walk_in', {
    event_slug: SLUG,
    email,
    guest_name: 'عبدالله الفيصل 🌙',
    company: 'Nakheel & Co. [KSA] 100%',
    device: 'Door phone 1',
    ...overrides,
  });
}

async function checkInRows(invitationId: string): Promise<number> {
  const { count, error } = await service
    .from('check_ins')
    .select('id', { count: 'exact', head: true })
    .eq('invitation_id', invitationId);
  expect(error).toBeNull();
  return count ?? 0;
}

describe('door check-in RPCs', () => {
  it('a walk-in is invited (confirmed) and checked in at once; a replay changes nothing', async () => {
    const email = uniqueEmail('walk-in');
    const first = await walkIn(staff.client, email);
    expect(first.error).toBeNull();
    const [made] = first.data as { invitation_id: string; checked_in_at: string }[];
    const replay = await walkIn(staff.client, email.toUpperCase(), { guest_name: 'Other name' });
    expect(replay.error).toBeNull();
    expect(replay.data).toEqual([made]);
    expect(await checkInRows(made!.invitation_id)).toBe(1);

    const { data: guests, error } = await staff.client.rpc('door_guests', { event_slug: SLUG });
    expect(error).toBeNull();
    expect((guests as { id: string }[]).find((g) => g.id === made!.invitation_id)).toMatchObject({
      guest_name: 'عبدالله الفيصل 🌙',
      email,
      company: 'Nakheel & Co. [KSA] 100%',
      status: 'confirmed',
      checked_in_at: made!.checked_in_at,
      // Who checked the guest in: a staff member with no name on their profile by e-mail.
      checked_in_by: staff.id,
      checked_in_by_name: staff.email,
    });
    // No mail for a guest who is already at the door.
    const { count } = await service
      .from('after_insert_jobs')
      .select('id', { count: 'exact', head: true })
      .eq('row_id', made!.invitation_id);
    expect(count).toBe(0);
  });

  it('the guest list names who checked each guest in, as the CRM names staff', async () => {
    const namer = await createTestUser(backend, { staff: true });
    const named = await service
      .from('profiles')
      .update({ first_name: 'Sara', last_name: 'Al-Harbi' })
      .eq('id', namer.id);
    expect(named.error).toBeNull();
    const email = uniqueEmail('named-check-in');
    const { data: made } = await walkIn(namer.client, email);
    const [row] = made as { invitation_id: string }[];
    const { data: guests } = await staff.client.rpc('door_guests', { event_slug: SLUG });
    expect((guests as { id: string }[]).find((g) => g.id === row!.invitation_id)).toMatchObject({
      checked_in_by: namer.id,
      checked_in_by_name: 'Sara Al-Harbi',
    });
    // Not checked in: no one named.
    const { data: rows } = await staff.client.rpc('door_guests', { event_slug: SLUG });
    for (const guest of rows as { check_in_id: string | null; checked_in_by_name: string | null }[])
      if (!guest.check_in_id) expect(guest.checked_in_by_name).toBeNull();
  });

  it("answers each guest's phone, from their request, else their contact, to search by", async () => {
    const viaRequest = uniqueEmail('phone-request');
    const viaContact = uniqueEmail('phone-contact');
    const { data: request } = await service
      .from('event_requests')
      .insert({
        name: 'Layla Phone',
        email: viaRequest,
        event_type: 'forum',
        event_slug: SLUG,
        phone_number: ' +966 55 123 4567 ',
      })
      .select('id')
      .single();
    const { data: contact } = await service
      .from('contacts')
      .insert({ first_name: 'Omar', last_name: 'Phone', email: viaContact, phone: '0501112233' })
      .select('id')
      .single();
    const invited = await service
      .from('invitations')
      .insert([
        {
          event_slug: SLUG,
          email: viaRequest,
          guest_name: 'Layla Phone',
          request_id: request!.id,
          starts_at: STARTS,
        },
        {
          event_slug: SLUG,
          email: viaContact,
          guest_name: 'Omar Phone',
          contact_id: contact!.id,
          starts_at: STARTS,
        },
      ])
      .select('id, email');
    expect(invited.error).toBeNull();
    const { data: guests } = await staff.client.rpc('door_guests', { event_slug: SLUG });
    const phoneOf = (email: string) =>
      (guests as { email: string; phone: string | null }[]).find((g) => g.email === email)?.phone;
    expect(phoneOf(viaRequest)).toBe('+966 55 123 4567');
    expect(phoneOf(viaContact)).toBe('0501112233');
  });

  it('a declined guest who comes anyway is confirmed again and checked in', async () => {
    const email = uniqueEmail('declined-walk-in');
    const { data: row, error } = await service
      .from('invitations')
      .insert({
        event_slug: SLUG,
        email,
        guest_name: 'Sara',
        status: 'declined',
        starts_at: STARTS,
      })
      .select('id')
      .single();
    expect(error).toBeNull();
    const answer = await walkIn(staff.client, email);
    expect(answer.error).toBeNull();
    expect((answer.data as { invitation_id: string }[])[0]!.invitation_id).toBe(row!.id);
    const { data: after } = await service
      .from('invitations')
      .select('status, guest_name')
      .eq('id', row!.id)
      .single();
    expect(after).toEqual({ status: 'confirmed', guest_name: 'Sara' });
    expect(await checkInRows(row!.id as string)).toBe(1);
  });

  it('refuses a walk-in with no name, and members and visitors', async () => {
    const email = uniqueEmail('walk-in-denied');
    expect((await walkIn(staff.client, email, { guest_name: '   ' })).error?.code).toBe('22023');
    expect((await walkIn(member.client, email)).error?.code).toBe('42501');
    expect((await walkIn(anon, email)).error).not.toBeNull();
    const { count } = await service
      .from('invitations')
      .select('id', { count: 'exact', head: true })
      .eq('email', email);
    expect(count).toBe(0);
  });

  it('maps a pass token of this event to its invitation, and no other', async () => {
    const email = uniqueEmail('pass-scan');
    const { data: row } = await service
      .from('invitations')
      .insert({ event_slug: SLUG, email, guest_name: 'Pass Holder', starts_at: STARTS })
      .select('id, pass_token')
      .single();
    const token = row!.pass_token as string;
    const found = await staff.client.rpc('door_pass_invitation', { event_slug: SLUG, token });
    expect(found).toMatchObject({ error: null, data: row!.id });
    const otherEvent = await staff.client.rpc('door_pass_invitation', {
      event_slug: 'suhoor-dinner',
      token,
    });
    expect(otherEvent).toMatchObject({ error: null, data: null });
    const unknown = await staff.client.rpc('door_pass_invitation', {
      event_slug: SLUG,
      token: 'not a token #%[]',
    });
    expect(unknown).toMatchObject({ error: null, data: null });
    await service
      .from('invitations')
      .update({ pass_revoked_at: new Date().toISOString() })
      .eq('id', row!.id);
    expect(
      (await staff.client.rpc('door_pass_invitation', { event_slug: SLUG, token })).data,
    ).toBeNull();

    expect(
      (await member.client.rpc('door_pass_invitation', { event_slug: SLUG, token })).error?.code,
    ).toBe('42501');
    expect(
      (await anon.rpc('door_pass_invitation', { event_slug: SLUG, token })).error,
    ).not.toBeNull();
  });

  it('the guest list is for staff only', async () => {
    const { data: staffRows } = await staff.client.rpc('door_guests', { event_slug: SLUG });
    expect((staffRows as unknown[]).length).toBeGreaterThan(0);
    const { data: memberRows, error } = await member.client.rpc('door_guests', {
      event_slug: SLUG,
    });
    expect(error).toBeNull();
    expect(memberRows).toEqual([]);
    expect((await anon.rpc('door_guests', { event_slug: SLUG })).error).not.toBeNull();
  });
});
