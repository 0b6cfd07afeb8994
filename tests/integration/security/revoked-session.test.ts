// Signing out ends the session, and from then on its access token is refused everywhere, not
// only by Auth: REST answers 401, Storage its InvalidJWT refusal, Realtime refuses a join and
// closes a channel already joined with it. Checked for every scope supabase-js sends, with a copy
// of the token kept by a second, real supabase-js client (as a stolen token would be used).
import { randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend, type TestBackend } from '../support/backend.ts';
import { createTestUser } from '../support/users.ts';

let backend: TestBackend;
let admin: SupabaseClient;
const clients: SupabaseClient[] = [];

beforeAll(async () => {
  backend = await startBackend();
  admin = backend.client(backend.serviceRoleKey);
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.removeAllChannels()));
  await backend?.stop();
});

/** A client that uses one fixed access token for REST, Storage and Realtime. */
function holderOf(token: string): SupabaseClient {
  const client = createClient(backend.url, backend.anonKey, {
    accessToken: async () => token,
  });
  clients.push(client);
  return client;
}

type Feed = { inserts: string[]; statuses: string[]; joined: Promise<string> };

/** Subscribes to contact inserts; `joined` settles with the first status the join ends in. */
async function listen(client: SupabaseClient): Promise<Feed> {
  // The token is fetched from the accessToken callback first, so the join itself carries it.
  await client.realtime.setAuth();
  const feed: Feed = { inserts: [], statuses: [], joined: Promise.resolve('') };
  feed.joined = new Promise((resolve) => {
    client
      .channel(`revoked-${randomUUID()}`)
      .on(
        'postgres_changes' as never,
        { event: 'INSERT', schema: 'public', table: 'contacts' },
        (change: { new: { email: string } }) => feed.inserts.push(change.new.email),
      )
      .subscribe((status) => {
        feed.statuses.push(status);
        resolve(status);
      });
  });
  return feed;
}

async function insertContact(label: string): Promise<string> {
  const email = `${label}-${randomUUID().slice(0, 8)}@example.com`;
  const { error } = await admin
    .from('contacts')
    .insert({ first_name: label, last_name: 'Revoked', email });
  expect(error).toBeNull();
  return email;
}

const until = async (check: () => boolean, ms = 3000) => {
  for (const end = Date.now() + ms; Date.now() < end && !check();)
    await new Promise((resolve) => setTimeout(resolve, 25));
};

describe.each(['global', 'local', 'others'] as const)('sign-out with scope %s', (scope) => {
  it('ends the session for REST, Storage and Realtime', async () => {
    const staff = await createTestUser(backend, { staff: true });
    clients.push(staff.client);
    // With scope "others", a second device signs out everything but itself.
    let signOutFrom = staff.client;
    if (scope === 'others') {
      signOutFrom = backend.client();
      clients.push(signOutFrom);
      const other = await signOutFrom.auth.signInWithPassword({
        email: staff.email,
        password: staff.password,
      });
      expect(other.error).toBeNull();
    }
    const holder = holderOf(staff.accessToken);

    // While signed in, the token works everywhere.
    expect((await holder.from('contacts').select('id').limit(1)).error).toBeNull();
    expect((await holder.storage.from('contact_attachments').list()).error).toBeNull();
    const feed = await listen(holder);
    expect(await feed.joined).toBe('SUBSCRIBED');
    const before = await insertContact('before');
    await until(() => feed.inserts.includes(before));
    expect(feed.inserts).toContain(before);

    expect((await signOutFrom.auth.signOut({ scope })).error).toBeNull();

    const rest = await holder.from('contacts').select('id').limit(1);
    expect(rest.status).toBe(401);
    expect(rest.error).toMatchObject({
      code: 'PGRST301',
      message: 'Session from session_id claim in JWT does not exist',
    });
    const raw = await fetch(`${backend.url}/rest/v1/contacts?select=id`, {
      headers: { apikey: backend.anonKey, authorization: `Bearer ${staff.accessToken}` },
    });
    expect(raw.status).toBe(401);
    expect(raw.headers.get('www-authenticate')).toMatch(/invalid_token/);

    const storage = await holder.storage.from('contact_attachments').list();
    expect(storage.error?.message).toMatch(/session_id claim in JWT does not exist/);
    const storageRaw = await fetch(`${backend.url}/storage/v1/object/list/contact_attachments`, {
      method: 'POST',
      headers: {
        apikey: backend.anonKey,
        authorization: `Bearer ${staff.accessToken}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ prefix: '' }),
    });
    expect(await storageRaw.json()).toMatchObject({ code: 'InvalidJWT', statusCode: '400' });

    // The channel joined before hears nothing more and is closed by the server.
    const after = await insertContact('after');
    await until(() => feed.statuses.length > 1);
    expect(feed.inserts).not.toContain(after);
    expect(feed.statuses.slice(1)).not.toEqual([]);
    // A new join with the token is refused.
    const again = await listen(holderOf(staff.accessToken));
    expect(await again.joined).toBe('CHANNEL_ERROR');

    if (scope === 'others') {
      // The device that signed the others out keeps its own session.
      expect((await signOutFrom.from('contacts').select('id').limit(1)).error).toBeNull();
    }
  });
});
