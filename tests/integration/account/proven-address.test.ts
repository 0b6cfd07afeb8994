// A stranger who signs up with an invited guest's address (autoconfirm on, the embedded default)
// gets an account, and nothing of the guest's: no invitation, pass or history in any table, view
// or function they can call, until the address is proven by a link mailed to it; a password set
// before that proof, or from a session that proved nothing, never opens it
// (supabase/migrations/20251130010000_proven_addresses.sql, issue 40's HIGH finding).
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS_NOT_PROVEN_HINT } from '../../../src/lib/account/address-proof.ts';
import { RELAXED_AUTH_LIMITS, startBackend, type TestBackend } from '../support/backend.ts';
import { signInByMailedLink } from '../support/users.ts';

let backend: TestBackend;
let service: SupabaseClient;

const DAY = 86_400_000;

/** Every table, view and function the API exposes, read from the generated Database types. */
function exposedNames(): { relations: string[]; functions: string[] } {
  const types = readFileSync(
    new URL('../../../supabase/functions/_shared/database.types.ts', import.meta.url),
    'utf8',
  );
  const publicSchema = types.slice(types.indexOf('  public: {'));
  const section = (name: string, next: string) => {
    const start = publicSchema.indexOf(`    ${name}: {`);
    const end = publicSchema.indexOf(`    ${next}: {`, start);
    return [...publicSchema.slice(start, end).matchAll(/^ {6}([a-z_][a-z0-9_]*): \{$/gm)].map(
      (match) => match[1]!,
    );
  };
  return {
    relations: [...section('Tables', 'Views'), ...section('Views', 'Functions')],
    functions: section('Functions', 'Enums'),
  };
}

async function inviteGuest(email: string) {
  const { data, error } = await service
    .from('invitations')
    .insert({
      email,
      guest_name: 'Noura Alharbi',
      event_slug: 'leap-dinner',
      starts_at: new Date(Date.now() + 5 * DAY).toISOString(),
    })
    .select('id, pass_token')
    .single();
  if (error) throw new Error(error.message);
  return data;
}

async function signUp(email: string, password: string): Promise<SupabaseClient> {
  const client = backend.client();
  const { data, error } = await client.auth.signUp({ email, password });
  expect(error).toBeNull();
  // Autoconfirm: a session at once, with nothing proven.
  expect(data.session).not.toBeNull();
  return client;
}

async function signIn(email: string, password: string) {
  const client = backend.client();
  const { error } = await client.auth.signInWithPassword({ email, password });
  return { client, error };
}

/** Everything the caller can read or call, as one text to search for the guest. */
async function everythingVisibleTo(client: SupabaseClient): Promise<string> {
  const { relations, functions } = exposedNames();
  expect(relations).toContain('invitations');
  expect(functions).toContain('my_invitations');
  const answers: unknown[] = [];
  for (const name of relations) answers.push(await client.from(name).select('*').limit(1000));
  for (const name of functions) answers.push(await client.rpc(name, {}));
  return JSON.stringify(answers).toLowerCase();
}

beforeAll(async () => {
  backend = await startBackend({ env: RELAXED_AUTH_LIMITS });
  service = backend.client(backend.serviceRoleKey);
});

afterAll(async () => {
  await backend?.stop();
});

describe('a stranger signing up with a guest’s address', () => {
  const variants: [string, (local: string) => string][] = [
    ['the address itself', (local) => `${local}@example.com`],
    ['the address in capitals', (local) => `${local}@EXAMPLE.COM`.toUpperCase()],
    ['a +tag of the address', (local) => `${local}+door@example.com`],
  ];

  for (const [label, variant] of variants) {
    it(`finds no invitation, pass or history with ${label}`, async () => {
      const local = `noura-${randomUUID().slice(0, 8)}`;
      const guestEmail = `${local}@example.com`;
      const invitation = await inviteGuest(guestEmail);
      const stranger = await signUp(variant(local), 'stranger password 1');

      const mine = await stranger.rpc('my_invitations');
      expect(mine.data).toBeNull();
      expect(mine.error?.hint).toBe(ADDRESS_NOT_PROVEN_HINT);

      const seen = await everythingVisibleTo(stranger);
      expect(seen).not.toContain(invitation.pass_token.toLowerCase());
      expect(seen).not.toContain(invitation.id);
      expect(seen).not.toContain('noura alharbi');
    });
  }

  it('opens the guest’s rows only to sessions from a mailed link and passwords they set', async () => {
    const guestEmail = `noura-${randomUUID().slice(0, 8)}@example.com`;
    const invitation = await inviteGuest(guestEmail);
    const stranger = await signUp(guestEmail, 'stranger password 1');

    // The guest opens a sign-in link in their own mailbox: that session proves the address.
    const guest = await signInByMailedLink(backend, guestEmail);
    const theirs = await guest.rpc('my_invitations');
    expect(theirs.error).toBeNull();
    expect((theirs.data as { pass_token: string }[])[0]?.pass_token).toBe(invitation.pass_token);

    // The stranger's session, a new sign-in with their password, and a password they change
    // themselves prove nothing.
    expect((await stranger.rpc('my_invitations')).error?.hint).toBe(ADDRESS_NOT_PROVEN_HINT);
    const again = await signIn(guestEmail, 'stranger password 1');
    expect(again.error).toBeNull();
    expect((await again.client.rpc('my_invitations')).error?.hint).toBe(ADDRESS_NOT_PROVEN_HINT);
    expect(
      (await again.client.auth.updateUser({ password: 'stranger password 2' })).error,
    ).toBeNull();
    const changed = await signIn(guestEmail, 'stranger password 2');
    expect((await changed.client.rpc('my_invitations')).error?.hint).toBe(ADDRESS_NOT_PROVEN_HINT);

    // A password the guest sets from the proven session is trusted; the stranger's stops working.
    expect((await guest.auth.updateUser({ password: 'guest password 1' })).error).toBeNull();
    const byPassword = await signIn(guestEmail, 'guest password 1');
    expect(byPassword.error).toBeNull();
    const listed = await byPassword.client.rpc('my_invitations');
    expect(listed.error).toBeNull();
    expect(listed.data).toHaveLength(1);
    expect((await signIn(guestEmail, 'stranger password 2')).error).not.toBeNull();
  });

  it('needs the new address proven after an address change', async () => {
    const oldEmail = `old-${randomUUID().slice(0, 8)}@example.com`;
    const newEmail = `new-${randomUUID().slice(0, 8)}@example.com`;
    await signUp(oldEmail, 'member password 1');
    const member = await signInByMailedLink(backend, oldEmail);
    expect((await member.rpc('my_invitations')).error).toBeNull();
    // Staff change the address (the admin API): proof of the old one says nothing of the new.
    const { data: users } = await service.auth.admin.listUsers();
    const id = users.users.find((user) => user.email === oldEmail)!.id;
    expect(
      (await service.auth.admin.updateUserById(id, { email: newEmail, email_confirm: true })).error,
    ).toBeNull();
    await inviteGuest(newEmail);
    expect((await member.rpc('my_invitations')).error?.hint).toBe(ADDRESS_NOT_PROVEN_HINT);
    const proven = await signInByMailedLink(backend, newEmail);
    expect((await proven.rpc('my_invitations')).data).toHaveLength(1);
  });
});
