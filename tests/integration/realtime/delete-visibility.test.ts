// A DELETE event names the deleted row, and the row is gone, so RLS cannot be asked about it. It
// goes only to subscribers whose role may read that table at all: staff hear about deleted
// contacts; visitors and members, subscribed to everything, hear nothing. Tables only staff or
// only the service role may read (activity, mail_outbox) are tried on a real PostgreSQL server,
// where the test can announce changes to them as the realtime trigger would.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { RealtimePostgresChangesPayload, SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createThrowawayDatabase,
  type ThrowawayDatabase,
} from '../database/support/local-postgres.ts';
import { startBackend, type TestBackend } from '../support/backend.ts';
import { createTestUser, type TestUser } from '../support/users.ts';

type Change = RealtimePostgresChangesPayload<Record<string, unknown>>;

/** Subscribes to every change in schema public; resolves once joined. */
async function listenToEverything(client: SupabaseClient): Promise<Change[]> {
  const changes: Change[] = [];
  const channel = client
    .channel(`everything-${randomUUID()}`)
    .on('postgres_changes' as never, { event: '*', schema: 'public' }, (change: Change) => {
      changes.push(change);
    });
  await new Promise<void>((resolve, reject) => {
    channel.subscribe((status, error) => {
      if (status === 'SUBSCRIBED') resolve();
      else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT')
        reject(error ?? new Error(status));
    });
  });
  return changes;
}

const deletesOf = (changes: Change[] | undefined) =>
  (changes ?? [])
    .filter((change) => change.eventType === 'DELETE')
    .map((change) => `${change.table} ${String((change.old as { id?: unknown }).id)}`);

const settle = () => new Promise((resolve) => setTimeout(resolve, 750));

interface Audience {
  backend: TestBackend;
  staff: TestUser;
  member: TestUser;
  visitor: SupabaseClient;
}

async function audienceOn(backend: TestBackend): Promise<Audience> {
  return {
    backend,
    staff: await createTestUser(backend, { staff: true }),
    member: await createTestUser(backend),
    visitor: backend.client(),
  };
}

async function closeAudience(audience: Audience | undefined) {
  if (!audience) return;
  await Promise.all([
    audience.staff.client.removeAllChannels(),
    audience.member.client.removeAllChannels(),
    audience.visitor.removeAllChannels(),
  ]);
  await audience.backend.stop();
}

describe('DELETE events on the embedded database', () => {
  let audience: Audience;
  beforeAll(async () => {
    audience = await audienceOn(await startBackend());
  });
  afterAll(async () => closeAudience(audience));

  it('reach staff, and neither visitors nor members, for staff-only tables', async () => {
    const { backend, staff, member, visitor } = audience;
    const admin = backend.client(backend.serviceRoleKey);
    const [staffHeard, memberHeard, visitorHeard] = await Promise.all(
      [staff.client, member.client, visitor].map((client) => listenToEverything(client)),
    );

    // A visitor's own membership request: they may insert it, never read it.
    const requestEmail = `applicant-${randomUUID().slice(0, 8)}@example.com`;
    expect(
      (
        await visitor
          .from('membership_requests')
          .insert({ first_name: 'Applicant', email: requestEmail })
      ).error,
    ).toBeNull();
    const request = await admin
      .from('membership_requests')
      .select('id')
      .eq('email', requestEmail)
      .single();
    const contact = await admin
      .from('contacts')
      .insert({ first_name: 'Gone', email: `gone-${randomUUID().slice(0, 8)}@example.com` })
      .select('id')
      .single();
    const note = await admin
      .from('contact_notes')
      .insert({ contact_id: contact.data!.id, content: 'About to go' })
      .select('id')
      .single();
    await settle();

    expect((await admin.from('contact_notes').delete().eq('id', note.data!.id)).error).toBeNull();
    expect((await admin.from('contacts').delete().eq('id', contact.data!.id)).error).toBeNull();
    expect(
      (await admin.from('membership_requests').delete().eq('id', request.data!.id)).error,
    ).toBeNull();
    await settle();

    expect(deletesOf(staffHeard)).toEqual(
      expect.arrayContaining([
        `contact_notes ${note.data!.id}`,
        `contacts ${contact.data!.id}`,
        `membership_requests ${request.data!.id}`,
      ]),
    );
    expect(memberHeard).toEqual([]);
    expect(visitorHeard).toEqual([]);
  });
});

const server = await createThrowawayDatabase();
const skipReason = 'reason' in server ? server.reason : undefined;
if (skipReason) console.warn(`[realtime deletes on PostgreSQL] skipped: ${skipReason}`);

describe.skipIf(skipReason !== undefined)('DELETE events on a real PostgreSQL server', () => {
  let audience: Audience | undefined;
  let direct: pg.Client;

  beforeAll(async () => {
    const throwaway = server as ThrowawayDatabase;
    audience = await audienceOn(await startBackend({ args: ['--database-url', throwaway.url] }));
    direct = new pg.Client({ connectionString: throwaway.url });
    await direct.connect();
  });
  afterAll(async () => {
    await closeAudience(audience);
    await direct?.end();
    await (server as ThrowawayDatabase).dispose?.();
  });

  /** What private.notify_realtime_statement() sends, for a table that has no such trigger today. */
  const announceDelete = (table: string, id: string) =>
    direct.query(`select pg_notify('supabase_realtime', $1)`, [
      JSON.stringify({
        schema: 'public',
        table,
        type: 'DELETE',
        commit_timestamp: new Date().toISOString(),
        ids: [id],
      }),
    ]);

  it('follow each table’s readers: activity to staff only, mail_outbox to nobody', async () => {
    const { staff, member, visitor } = audience!;
    const [staffHeard, memberHeard, visitorHeard] = await Promise.all(
      [staff.client, member.client, visitor].map((client) => listenToEverything(client)),
    );
    const activityId = randomUUID();
    const mailId = randomUUID();
    await announceDelete('activity', activityId);
    await announceDelete('mail_outbox', mailId);
    await settle();

    expect(deletesOf(staffHeard)).toEqual([`activity ${activityId}`]);
    expect(memberHeard).toEqual([]);
    expect(visitorHeard).toEqual([]);
  });
});
