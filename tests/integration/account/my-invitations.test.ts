// A member's own invitations (my_invitations, for /account): by the address of the caller's
// account, whatever its case; nothing of anyone else's; the pass token only while it can be used;
// nothing for a visitor who is not signed in. The members here have proven their addresses by a
// mailed link (proven-address.test.ts covers those who have not).
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend, type TestBackend } from '../support/backend.ts';
import { createTestUser, signInByMailedLink, type TestUser } from '../support/users.ts';

let backend: TestBackend;
let service: SupabaseClient;
let member: TestUser;
let other: TestUser;
let memberClient: SupabaseClient;
let otherClient: SupabaseClient;

const DAY = 86_400_000;

async function invite(fields: {
  email: string;
  event_slug: string;
  starts_at: string;
  status?: string;
  pass_revoked_at?: string;
}): Promise<{ id: string; pass_token: string }> {
  const { data, error } = await service
    .from('invitations')
    .insert({ guest_name: 'Test Guest', ...fields })
    .select('id, pass_token')
    .single();
  if (error) throw new Error(error.message);
  return data;
}

beforeAll(async () => {
  backend = await startBackend();
  service = backend.client(backend.serviceRoleKey);
  [member, other] = await Promise.all([createTestUser(backend), createTestUser(backend)]);
  [memberClient, otherClient] = await Promise.all([
    signInByMailedLink(backend, member.email),
    signInByMailedLink(backend, other.email),
  ]);
});

afterAll(async () => {
  await backend?.stop();
});

describe('my_invitations', () => {
  it('answers the member their own invitations only, with a pass while it can be used', async () => {
    const now = Date.now();
    const upcoming = await invite({
      // The request was typed in capitals: the same person.
      email: member.email.toUpperCase(),
      event_slug: 'leap-dinner',
      starts_at: new Date(now + 5 * DAY).toISOString(),
    });
    const attended = await invite({
      email: member.email,
      event_slug: 'suhoor-dinner',
      starts_at: new Date(now - 30 * DAY).toISOString(),
    });
    const { error: checkInError } = await service
      .from('check_ins')
      .insert({ invitation_id: attended.id });
    expect(checkInError).toBeNull();
    await invite({
      email: member.email,
      event_slug: 'fireside-chats',
      starts_at: new Date(now - 60 * DAY).toISOString(),
      status: 'declined',
    });
    await invite({
      email: member.email,
      event_slug: 'majlis-business-forum',
      starts_at: new Date(now + 9 * DAY).toISOString(),
      pass_revoked_at: new Date(now).toISOString(),
    });
    await invite({
      email: other.email,
      event_slug: 'leap-dinner',
      starts_at: new Date(now + 5 * DAY).toISOString(),
    });

    const { data, error } = await memberClient.rpc('my_invitations');
    expect(error).toBeNull();
    const rows = (data ?? []) as {
      event_slug: string;
      status: string;
      pass_token: string | null;
      checked_in_at: string | null;
    }[];
    expect(rows.map((row) => row.event_slug).sort()).toEqual([
      'fireside-chats',
      'leap-dinner',
      'majlis-business-forum',
      'suhoor-dinner',
    ]);
    const by = (slug: string) => rows.find((row) => row.event_slug === slug)!;
    expect(by('leap-dinner').pass_token).toBe(upcoming.pass_token);
    // Declined or revoked passes are not handed out again.
    expect(by('suhoor-dinner').pass_token).toBe(attended.pass_token);
    expect(by('suhoor-dinner').checked_in_at).not.toBeNull();
    expect(by('fireside-chats').pass_token).toBeNull();
    expect(by('majlis-business-forum').pass_token).toBeNull();

    const theirs = await otherClient.rpc('my_invitations');
    expect(theirs.error).toBeNull();
    expect((theirs.data as { event_slug: string }[]).map((row) => row.event_slug)).toEqual([
      'leap-dinner',
    ]);
  });

  it('refuses a visitor who is not signed in', async () => {
    const { data, error } = await backend.client().rpc('my_invitations');
    expect(data).toBeNull();
    expect(error?.code).toBe('42501');
  });

  it('does not open the invitations table to members', async () => {
    const { data, error } = await memberClient.from('invitations').select('id');
    expect(error).toBeNull();
    expect(data).toEqual([]);
  });
});
