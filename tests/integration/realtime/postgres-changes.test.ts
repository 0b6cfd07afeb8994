// Realtime postgres_changes through realtime-js: staff hear about contacts as they change; a
// member subscribed to the same table hears nothing, because each change is re-read under the
// subscriber's own claims and RLS hides contacts from members.
import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import type { RealtimePostgresChangesPayload, SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend, type TestBackend } from '../support/backend.ts';
import { createTestUser, type TestUser } from '../support/users.ts';
import { jwtSecretOf } from '../auth/auth-test-kit.ts';

type Change = RealtimePostgresChangesPayload<Record<string, unknown>>;

let backend: TestBackend;
let staff: TestUser;
let member: TestUser;
let admin: SupabaseClient;

beforeAll(async () => {
  backend = await startBackend();
  staff = await createTestUser(backend, { staff: true });
  member = await createTestUser(backend);
  admin = backend.client(backend.serviceRoleKey);
});
afterAll(async () => {
  await Promise.all([staff?.client.removeAllChannels(), member?.client.removeAllChannels()]);
  await backend?.stop();
});

/** Subscribes and resolves once the server has confirmed the join; collects every change. */
async function listen(
  client: SupabaseClient,
  filter: { event: '*' | 'INSERT' | 'UPDATE' | 'DELETE'; table: string; filter?: string },
): Promise<{ changes: Change[]; next: () => Promise<Change> }> {
  const changes: Change[] = [];
  const waiting: ((change: Change) => void)[] = [];
  const channel = client
    .channel(`test-${randomUUID()}`)
    .on('postgres_changes' as never, { schema: 'public', ...filter }, (change: Change) => {
      changes.push(change);
      waiting.shift()?.(change);
    });
  await new Promise<void>((resolve, reject) => {
    channel.subscribe((status, error) => {
      if (status === 'SUBSCRIBED') resolve();
      else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT')
        reject(error ?? new Error(status));
    });
  });
  return { changes, next: () => new Promise((resolve) => waiting.push(resolve)) };
}

function newContact(label: string) {
  return {
    first_name: label,
    last_name: 'Realtime',
    email: `${label}-${randomUUID().slice(0, 8)}@example.com`,
  };
}

describe('postgres_changes on contacts', () => {
  it('delivers an INSERT to staff within a second, and nothing to a member', async () => {
    const staffFeed = await listen(staff.client, { event: 'INSERT', table: 'contacts' });
    const memberFeed = await listen(member.client, { event: '*', table: 'contacts' });
    const arrival = staffFeed.next();
    const contact = newContact('insert');
    const started = performance.now();
    const { data, error } = await admin.from('contacts').insert(contact).select('id').single();
    expect(error).toBeNull();
    const change = await Promise.race([
      arrival,
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error('no change within 1 s')), 1000),
      ),
    ]);
    const elapsed = performance.now() - started;
    expect(elapsed).toBeLessThan(1000);
    expect(change.eventType).toBe('INSERT');
    expect(change.table).toBe('contacts');
    expect(change.new).toMatchObject({
      id: data!.id,
      email: contact.email,
      heat_rating: 0,
      stage: 'mql_lead',
    });
    expect(change.old).toEqual({});
    expect(change.errors).toBeNull();
    expect(change.commit_timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(memberFeed.changes).toEqual([]);
  });

  it('delivers UPDATE and DELETE, and honours an eq filter', async () => {
    const contact = newContact('filtered');
    const other = newContact('other');
    const allFeed = await listen(staff.client, { event: '*', table: 'contacts' });
    const filtered = await listen(staff.client, {
      event: 'UPDATE',
      table: 'contacts',
      filter: `email=eq.${contact.email}`,
    });

    const inserted = await admin.from('contacts').insert([contact, other]).select('id, email');
    expect(inserted.error).toBeNull();
    const id = inserted.data!.find((row) => row.email === contact.email)!.id as string;
    const otherId = inserted.data!.find((row) => row.email === other.email)!.id as string;

    const filteredUpdate = filtered.next();
    expect(
      (await admin.from('contacts').update({ heat_rating: 2 }).eq('id', otherId)).error,
    ).toBeNull();
    expect((await admin.from('contacts').update({ heat_rating: 4 }).eq('id', id)).error).toBeNull();
    const update = await filteredUpdate;
    expect(update.new).toMatchObject({ id, heat_rating: 4 });
    expect(update.old).toMatchObject({ id });

    expect((await admin.from('contacts').delete().eq('id', id)).error).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(filtered.changes.map((change) => (change.new as { id: string }).id)).toEqual([id]);
    const idOf = (change: Change) =>
      (change.new as { id?: string }).id ?? (change.old as { id?: string }).id;
    expect(
      allFeed.changes.filter((change) => idOf(change) === id).map((change) => change.eventType),
    ).toEqual(['INSERT', 'UPDATE', 'DELETE']);
    const deletion = allFeed.changes.find(
      (change) => change.eventType === 'DELETE' && idOf(change) === id,
    );
    expect(deletion?.old).toEqual({ id });
  });
});

describe('a statement that changes many rows', () => {
  it('announces every row once, in the statement’s order, past the 150 ids of one notice', async () => {
    const batch = `burst-${randomUUID().slice(0, 8)}`;
    const rows = Array.from({ length: 1_050 }, (_, n) => ({
      first_name: `${batch}-${n}`,
      last_name: 'Realtime',
      email: `${batch}-${n}@example.com`,
    }));
    const feed = await listen(staff.client, { event: '*', table: 'contacts' });
    const inserted = await admin.from('contacts').insert(rows).select('id');
    expect(inserted.error).toBeNull();
    const ids = inserted.data!.map((row) => row.id as string);
    const updated = await admin
      .from('contacts')
      .update({ heat_rating: 3 })
      .like('first_name', `${batch}-%`)
      .select('id');
    expect(updated.error).toBeNull();
    expect(updated.data).toHaveLength(1_050);

    const mine = (type: string) =>
      feed.changes
        .filter((change) => change.eventType === type)
        .map((change) => change.new as { id: string; first_name: string })
        .filter((row) => row.first_name.startsWith(`${batch}-`));
    const deadline = Date.now() + 60_000;
    while (mine('UPDATE').length < 1_050 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(mine('INSERT').map((row) => row.id)).toEqual(ids);
    expect(new Set(mine('UPDATE').map((row) => row.id))).toEqual(new Set(ids));
    expect(mine('UPDATE')).toHaveLength(1_050);
  });
});

describe('deletes', () => {
  it('reach staff, but never a member or a visitor subscribed to tables they cannot read', async () => {
    const staffFeed = await listen(staff.client, { event: 'DELETE', table: 'contacts' });
    const memberContacts = await listen(member.client, { event: 'DELETE', table: 'contacts' });
    const memberOutbox = await listen(member.client, { event: 'DELETE', table: 'mail_outbox' });
    const visitorOutbox = await listen(backend.client(), { event: 'DELETE', table: 'mail_outbox' });
    const keep = newContact('kept');
    const gone = newContact('deleted');
    const inserted = await admin.from('contacts').insert([keep, gone]).select('id, email');
    const id = inserted.data!.find((row) => row.email === gone.email)!.id as string;
    const outbox = await admin
      .from('mail_outbox')
      .insert([
        { to_address: 'a@example.com', subject: 'kept', text_body: 'x', tag: 'test-realtime' },
        { to_address: 'b@example.com', subject: 'gone', text_body: 'x', tag: 'test-realtime' },
      ])
      .select('id, subject');
    expect(outbox.error).toBeNull();
    const outboxId = outbox.data!.find((row) => row.subject === 'gone')!.id as string;

    const heard = staffFeed.next();
    expect((await admin.from('contacts').delete().eq('id', id)).error).toBeNull();
    expect((await admin.from('mail_outbox').delete().eq('id', outboxId)).error).toBeNull();
    expect((await heard).old).toEqual({ id });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(memberContacts.changes).toEqual([]);
    expect(memberOutbox.changes).toEqual([]);
    expect(visitorOutbox.changes).toEqual([]);
  });
});

describe('consents (20251204430000_consents_live.sql)', () => {
  it("reach staff as a visitor's application records one, and never a member", async () => {
    const staffFeed = await listen(staff.client, { event: 'INSERT', table: 'consents' });
    const memberFeed = await listen(member.client, { event: '*', table: 'consents' });
    const arrival = staffFeed.next();
    const email = `consent-${randomUUID().slice(0, 8)}@example.com`;
    const { error } = await backend
      .client()
      .from('membership_requests')
      .insert({ first_name: 'Consent', email });
    expect(error).toBeNull();
    const change = await Promise.race([
      arrival,
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error('no consent within 2 s')), 2000),
      ),
    ]);
    expect(change.new).toMatchObject({ email, purpose: 'membership_application' });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(memberFeed.changes).toEqual([]);
  });
});

describe('token updates', () => {
  it('starts hearing changes once the subscriber signs in as staff on the open channel', async () => {
    const client = backend.client();
    const feed = await listen(client, { event: 'INSERT', table: 'contacts' });
    const beforeSignIn = newContact('before');
    expect((await admin.from('contacts').insert(beforeSignIn)).error).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(feed.changes).toEqual([]);

    // realtime-js pushes the new access token to joined channels when the session changes;
    // the protocol has no acknowledgement, so keep inserting until the first one is heard.
    const signedIn = await client.auth.signInWithPassword({
      email: staff.email,
      password: staff.password,
    });
    expect(signedIn.error).toBeNull();
    const inserted: string[] = [];
    for (let attempt = 0; attempt < 20 && feed.changes.length === 0; attempt += 1) {
      const contact = newContact('after');
      inserted.push(contact.email);
      expect((await admin.from('contacts').insert(contact)).error).toBeNull();
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(feed.changes.length).toBeGreaterThan(0);
    expect(inserted).toContain((feed.changes[0]!.new as { email: string }).email);
    expect(feed.changes.map((change) => (change.new as { email: string }).email)).not.toContain(
      beforeSignIn.email,
    );
    await client.removeAllChannels();
  });
});

describe('joining', () => {
  it('refuses an expired access token and an unknown table', async () => {
    const expired = await new SignJWT({
      sub: staff.id,
      role: 'authenticated',
      aud: 'authenticated',
    })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(new TextEncoder().encode(jwtSecretOf(backend)));
    const client = backend.client();
    await client.realtime.setAuth(expired);
    await expect(listen(client, { event: 'INSERT', table: 'contacts' })).rejects.toThrow(
      /JWT|expired/i,
    );
    await client.realtime.disconnect();

    await expect(listen(staff.client, { event: 'INSERT', table: 'no_such_table' })).rejects.toThrow(
      /Unable to subscribe/,
    );
  });

  it('refuses a socket without a valid API key', async () => {
    const url = `${backend.url.replace(/^http/, 'ws')}/realtime/v1/websocket?apikey=forged&vsn=2.0.0`;
    const outcome = await new Promise<string>((resolve) => {
      const socket = new WebSocket(url);
      socket.onopen = () => resolve('open');
      socket.onerror = () => resolve('refused');
    });
    expect(outcome).toBe('refused');
  });
});
