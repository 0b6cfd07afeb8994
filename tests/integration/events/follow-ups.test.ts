// Follow-ups after the event through the real backend and its job runner
// (docs/behaviour/event-guests.md#follow-ups-after-the-event): one RPC records the follow-up, fixes
// its recipients by the audience rule (held equal to src/lib/events/follow-up.ts), queues one mail
// per recipient and writes their Timeline; SQL refuses a second send for the same event and
// audience, also under a race; only staff may send or read. Run on PGlite and, where one is
// reachable, on PostgreSQL 15, where the two sends of the race really run at once.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentEvent } from '../../support/content-events.ts';
import { followUpAudience } from '~/lib/events/follow-up.ts';
import { FOLLOW_UP_CASES } from '../../unit/events/follow-up-cases.ts';
import { createThrowawayDatabase } from '../database/support/local-postgres.ts';
import { uniqueEmail } from '../functions/support.ts';
import { startBackend, type TestBackend } from '../support/backend.ts';
import { setEvent } from '../support/events.ts';
import { createTestUser, type TestUser } from '../support/users.ts';

const postgres = await createThrowawayDatabase();
afterAll(async () => {
  if (!('reason' in postgres)) await postgres.dispose();
});

describe.each([
  ['PGlite', undefined, false],
  ['PostgreSQL 15', 'reason' in postgres ? undefined : postgres.url, 'reason' in postgres],
] as const)('follow-ups on %s', (_engine, databaseUrl, skip) => {
  if (skip) {
    it.skip('no PostgreSQL reachable', () => undefined);
    return;
  }
  let backend: TestBackend;
  let anon: SupabaseClient;
  let service: SupabaseClient;
  let staff: TestUser;
  let otherStaff: TestUser;
  let member: TestUser;

  beforeAll(async () => {
    backend = await startBackend({
      env: { SUPABASE_JOB_POLL_MS: '200' },
      ...(databaseUrl ? { args: ['--database-url', databaseUrl] } : {}),
    });
    anon = backend.client();
    service = backend.client(backend.serviceRoleKey);
    [staff, otherStaff, member] = await Promise.all([
      createTestUser(backend, { staff: true }),
      createTestUser(backend, { staff: true }),
      createTestUser(backend),
    ]);
  });

  afterAll(async () => {
    await backend?.stop();
  });

  interface Guest {
    status: string;
    checked_in: boolean;
    name?: string;
  }

  /** The event's row, as its content file would give it: the LEAP dinner's, long ended. */
  const endedEvent = (slug: string) => setEvent(service, slug, { like: 'leap-dinner' });

  /** Invites each guest to the event (as approval or the door would) and checks in those who came. */
  async function seed(slug: string, guests: readonly Guest[]): Promise<string[]> {
    await endedEvent(slug);
    const emails: string[] = [];
    for (const [n, guest] of guests.entries()) {
      const email = uniqueEmail(`guest${n}`);
      const { data, error } = await service
        .from('invitations')
        .insert({
          event_slug: slug,
          email,
          guest_name: guest.name ?? `Guest ${n} ${guest.status}`,
          status: guest.status,
          starts_at: '2025-02-09T19:00:00+03:00',
        })
        .select('id')
        .single();
      expect(error).toBeNull();
      if (guest.checked_in) {
        const arrived = await service
          .from('check_ins')
          .insert({ invitation_id: (data as { id: string }).id });
        expect(arrived.error).toBeNull();
      }
      emails.push(email);
    }
    return emails;
  }

  const send = (
    client: SupabaseClient,
    event_slug: string,
    audience: string,
    subject = 'Thank you for coming',
    body = 'It was a pleasure.\n\nSee you soon.',
  ) => client.rpc('send_event_follow_up', { event_slug, audience, subject, body });

  async function recipientsOf(slug: string, audience: string): Promise<string[]> {
    const { data, error } = await staff.client
      .from('event_follow_ups')
      .select('event_follow_up_recipients(invitations(email))')
      .eq('event_slug', slug)
      .eq('audience', audience)
      .single();
    if (error) throw new Error(error.message);
    const rows = (
      data as unknown as { event_follow_up_recipients: { invitations: { email: string } }[] }
    ).event_follow_up_recipients;
    return rows.map((row) => row.invitations.email).sort();
  }

  async function waitFor<T>(read: () => PromiseLike<T>, done: (value: T) => boolean): Promise<T> {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const value = await read();
      if (done(value)) return value;
      if (Date.now() > deadline) throw new Error(`Timed out; last seen ${JSON.stringify(value)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  describe('the audiences', () => {
    it('SQL puts every guest where src/lib/events/follow-up.ts does', async () => {
      const slug = 'follow-up-audiences';
      const emails = await seed(slug, FOLLOW_UP_CASES);
      const came = await send(staff.client, slug, 'came');
      const missed = await send(staff.client, slug, 'missed');
      const expected = (audience: string) =>
        emails.filter((_, n) => followUpAudience(FOLLOW_UP_CASES[n]!) === audience).sort();
      expect(came).toMatchObject({ data: expected('came').length, error: null });
      expect(missed).toMatchObject({ data: expected('missed').length, error: null });
      expect(await recipientsOf(slug, 'came')).toEqual(expected('came'));
      expect(await recipientsOf(slug, 'missed')).toEqual(expected('missed'));
    });
  });

  describe('sending once', () => {
    it('a second send for the same event and audience is refused, saying when and to how many', async () => {
      const slug = 'follow-up-once';
      await seed(slug, [
        { status: 'confirmed', checked_in: true },
        { status: 'confirmed', checked_in: true },
        { status: 'confirmed', checked_in: false },
      ]);
      expect((await send(staff.client, slug, 'came')).data).toBe(2);
      const again = await send(otherStaff.client, slug, 'came', 'Another subject');
      expect(again.data).toBeNull();
      expect(again.error?.code).toBe('23505');
      expect(again.error?.message).toMatch(
        /^The follow-up to those who came was already sent on \d{2} [A-Z][a-z]{2} \d{4} to 2 guests$/,
      );
      // The other audience is its own follow-up.
      expect((await send(staff.client, slug, 'missed')).data).toBe(1);
      const { data: jobs } = await service
        .from('event_follow_up_recipients')
        .select('id, event_follow_ups!inner(event_slug)')
        .eq('event_follow_ups.event_slug', slug);
      expect(jobs).toHaveLength(3);
    });

    it('two staff sending at the same moment: one follow-up, one refusal', async () => {
      const slug = 'follow-up-race';
      await seed(slug, [
        { status: 'confirmed', checked_in: true },
        { status: 'invited', checked_in: true },
      ]);
      const results = await Promise.all([
        send(staff.client, slug, 'came', 'First'),
        send(otherStaff.client, slug, 'came', 'Second'),
      ]);
      expect(results.filter((r) => r.error === null).map((r) => r.data)).toEqual([2]);
      expect(results.filter((r) => r.error?.code === '23505')).toHaveLength(1);
      const { data: sent } = await staff.client
        .from('event_follow_ups')
        .select('recipient_count')
        .eq('event_slug', slug);
      expect(sent).toEqual([{ recipient_count: 2 }]);
      expect(await recipientsOf(slug, 'came')).toHaveLength(2);
    });
  });

  describe('refusals', () => {
    it.each([
      [
        'an event not ended yet',
        { slug: 'follow-up-not-ended' },
        '22023',
        'A follow-up can be sent once the event has ended',
      ],
      [
        'an event no content file has',
        { slug: 'follow-up-no-file' },
        '22023',
        'No event follow-up-no-file: its content file content/events/follow-up-no-file.md is missing',
      ],
      ['an unknown audience', { audience: 'everyone' }, '22023', 'Unknown audience everyone'],
      [
        'an empty subject',
        { subject: '   ' },
        '22023',
        'A follow-up needs a subject and a message',
      ],
      ['an empty message', { body: '\n\n' }, '22023', 'A follow-up needs a subject and a message'],
      [
        'a message past 5,000 characters',
        { body: 'ي'.repeat(5001) },
        '22001',
        "A follow-up's subject is at most 200 characters and its message at most 5,000",
      ],
    ])('%s', async (_, change, code, message) => {
      const slug = 'slug' in change ? change.slug : 'follow-up-refused';
      if (slug === 'follow-up-refused') await endedEvent(slug);
      // Its start an hour ahead, so its end is too.
      if (slug === 'follow-up-not-ended') {
        await setEvent(service, slug, {
          like: 'leap-dinner',
          starts_at: new Date(Date.now() + 3_600_000),
        });
      }
      const { error } = await staff.client.rpc('send_event_follow_up', {
        event_slug: slug,
        audience: 'audience' in change ? change.audience : 'came',
        subject: 'subject' in change ? change.subject : 'Thanks',
        body: 'body' in change ? change.body : 'Body',
      });
      expect(error).toMatchObject({ code, message });
      const { data } = await staff.client
        .from('event_follow_ups')
        .select('id')
        .eq('event_slug', slug);
      expect(data).toEqual([]);
    });

    it('a message of exactly 5,000 characters is sent', async () => {
      await seed('follow-up-limit', [{ status: 'confirmed', checked_in: true }]);
      const { data, error } = await send(
        staff.client,
        'follow-up-limit',
        'came',
        'ي'.repeat(200),
        'ي'.repeat(5000),
      );
      expect(error).toBeNull();
      expect(data).toBe(1);
    });
  });

  describe('who may', () => {
    it('members and visitors can neither send nor read follow-ups; staff read them', async () => {
      const slug = 'follow-up-roles';
      await seed(slug, [{ status: 'confirmed', checked_in: true }]);
      const byMember = await send(member.client, slug, 'came');
      expect(byMember.error).toMatchObject({
        code: '42501',
        message: 'Only staff can send follow-ups',
      });
      const byVisitor = await send(anon, slug, 'came');
      expect(byVisitor.error?.code).toBe('42501');
      expect((await send(staff.client, slug, 'came')).data).toBe(1);

      const staffRead = await staff.client
        .from('event_follow_ups')
        .select('audience')
        .eq('event_slug', slug);
      expect(staffRead.data).toEqual([{ audience: 'came' }]);
      const staffRecipients = await staff.client.from('event_follow_up_recipients').select('id');
      expect(staffRecipients.data?.length).toBeGreaterThan(0);
      for (const client of [member.client, anon]) {
        const followUps = await client.from('event_follow_ups').select('id');
        expect(followUps.data ?? []).toEqual([]);
        const recipients = await client.from('event_follow_up_recipients').select('id');
        expect(recipients.data ?? []).toEqual([]);
        const direct = await client.from('event_follow_ups').insert({
          event_slug: 'x',
          audience: 'came',
          subject: 's',
          body: 'b',
          recipient_count: 0,
        });
        expect(direct.error).not.toBeNull();
      }
    });
  });

  describe('the mails', () => {
    it('each guest gets their audience’s mail once, by the job runner, and a Timeline entry', async () => {
      const slug = 'majlis-business-forum';
      const title = contentEvent(slug).title_en;
      const [came, walkIn, missed, declined, removed] = await seed(slug, [
        { status: 'confirmed', checked_in: true, name: 'ليلى حداد' },
        { status: 'confirmed', checked_in: true, name: 'Omar 🌙 Walk-in' },
        { status: 'confirmed', checked_in: false, name: 'Sara [Missed] #1' },
        { status: 'declined', checked_in: false, name: 'Dana Declined' },
        { status: 'removed', checked_in: false, name: 'Rami Removed' },
      ]);
      expect(
        (await send(staff.client, slug, 'came', 'Thank you 🎉', 'So glad you came.')).data,
      ).toBe(2);
      expect((await send(staff.client, slug, 'missed', 'We missed you', 'Next time!')).data).toBe(
        1,
      );

      const mailsTo = (email: string) =>
        service
          .from('mail_outbox')
          .select('subject, text_body')
          .eq('to_address', email)
          .eq('tag', 'send-event-follow-up')
          .then(({ data }) => data as { subject: string; text_body: string }[]);
      const [cameMail] = await waitFor(
        () => mailsTo(came!),
        (m) => m.length > 0,
      );
      expect(cameMail!.subject).toBe('Thank you 🎉');
      expect(cameMail!.text_body).toContain('Dear ليلى,');
      expect(cameMail!.text_body).toContain('So glad you came.');
      expect(cameMail!.text_body).toContain(`to the guests of ${title}`);
      const [walkInMail] = await waitFor(
        () => mailsTo(walkIn!),
        (m) => m.length > 0,
      );
      expect(walkInMail!.subject).toBe('Thank you 🎉');
      const [missedMail] = await waitFor(
        () => mailsTo(missed!),
        (m) => m.length > 0,
      );
      expect(missedMail!.subject).toBe('We missed you');
      expect(missedMail!.text_body).toContain('Dear Sara,');

      // Every follow-up job has run (those of the other tests' made-up events fail: no content file).
      await waitFor(
        () =>
          service
            .from('after_insert_jobs')
            .select('status')
            .eq('kind', 'send-event-follow-up')
            .in('status', ['pending', 'running'])
            .then(({ data }) => data ?? []),
        (pending) => pending.length === 0,
      );
      for (const email of [came!, walkIn!, missed!]) expect(await mailsTo(email)).toHaveLength(1);
      for (const email of [declined!, removed!]) expect(await mailsTo(email)).toEqual([]);

      const { data: timeline } = await staff.client
        .from('activity')
        .select('after, actor_email')
        .eq('action', 'follow_up_sent')
        .eq('after->>event_slug', slug);
      expect(timeline).toHaveLength(3);
      expect(timeline!.every((row) => row.actor_email === staff.email)).toBe(true);
    });
  });
});
