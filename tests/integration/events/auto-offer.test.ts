// autoOffer through the real backend (docs/behaviour/event-guests.md#a-seat-offered-by-itself): a
// decline and a withdrawn invitation each queue an offer-freed-seat job; offer_freed_seat approves
// the longest-waiting request (its invitation mail queued, as staff's one click), never above
// capacity, also when many ask at once, and only for the service role. Every content event is
// past, so a fixture event (its slug in no content file) with a start ahead stands in: the RPC is
// given capacity and start as the job gives them from the catalogue. Run on PGlite and, where one is
// reachable, on PostgreSQL 15, where concurrent offers really run at once.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '@supabase/supabase-js';
import type { EventFacts } from '../../../supabase/functions/_shared/event-catalogue.ts';
import { offerFreedSeatWith } from '../../../supabase/functions/_shared/handlers/offer-freed-seat.ts';
import type { FunctionDeps } from '../../../supabase/functions/_shared/types.ts';
import { createThrowawayDatabase } from '../database/support/local-postgres.ts';
import { uniqueEmail } from '../functions/support.ts';
import { startBackend, type TestBackend } from '../support/backend.ts';
import { createTestUser, type TestUser } from '../support/users.ts';

const AHEAD = new Date(Date.now() + 30 * 86_400_000).toISOString();

const postgres = await createThrowawayDatabase();
afterAll(async () => {
  if (!('reason' in postgres)) await postgres.dispose();
});

describe.each([
  ['PGlite', undefined, false],
  ['PostgreSQL 15', 'reason' in postgres ? undefined : postgres.url, 'reason' in postgres],
] as const)('autoOffer on %s', (_engine, databaseUrl, skip) => {
  if (skip) {
    it.skip('no PostgreSQL reachable', () => undefined);
    return;
  }
  let backend: TestBackend;
  let anon: SupabaseClient;
  let service: SupabaseClient;
  let staff: TestUser;
  let member: TestUser;

  beforeAll(async () => {
    backend = await startBackend({
      env: { SUPABASE_JOB_POLL_MS: '200' },
      ...(databaseUrl ? { args: ['--database-url', databaseUrl] } : {}),
    });
    anon = backend.client();
    service = backend.client(backend.serviceRoleKey);
    [staff, member] = await Promise.all([
      createTestUser(backend, { staff: true }),
      createTestUser(backend),
    ]);
  });

  afterAll(async () => {
    await backend?.stop();
  });

  /** A request for the event, waiting since `minutesAgo`. */
  async function request(slug: string, label: string, minutesAgo: number, status = 'waitlist') {
    const email = uniqueEmail(label);
    const { data, error } = await service
      .from('event_requests')
      .insert({
        name: `${label} Guest`,
        email,
        event_type: 'dinner',
        event_slug: slug,
        request_status: status,
        created_at: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
      })
      .select('id')
      .single();
    expect(error).toBeNull();
    return { id: (data as { id: string }).id, email };
  }

  /** `count` approved guests holding seats, through staff's decision. */
  async function seatGuests(slug: string, count: number) {
    const guests = [];
    for (let n = 0; n < count; n += 1) {
      const guest = await request(slug, `seated${n}`, 1000 + n, 'pending');
      const { error } = await staff.client.rpc('decide_event_request', {
        request_id: guest.id,
        decision: 'approved',
        event_starts_at: AHEAD,
      });
      expect(error).toBeNull();
      guests.push(guest);
    }
    return guests;
  }

  const offer = (client: SupabaseClient, slug: string, capacity: number, startsAt = AHEAD) =>
    client.rpc('offer_freed_seat', { event_slug: slug, capacity, starts_at: startsAt });

  async function seated(slug: string): Promise<number> {
    const { data } = await service
      .from('invitations')
      .select('id')
      .eq('event_slug', slug)
      .in('status', ['invited', 'confirmed']);
    return (data ?? []).length;
  }

  async function statusOf(id: string): Promise<string> {
    const { data } = await service
      .from('event_requests')
      .select('request_status')
      .eq('id', id)
      .single();
    return (data as { request_status: string }).request_status;
  }

  async function freedSeatJobs(invitationEmail: string) {
    const { data: invitation } = await service
      .from('invitations')
      .select('id, pass_token')
      .eq('email', invitationEmail)
      .single();
    const { data } = await service
      .from('after_insert_jobs')
      .select('kind')
      .eq('row_id', (invitation as { id: string }).id)
      .eq('kind', 'offer-freed-seat');
    return data ?? [];
  }

  describe('a seat frees', () => {
    it('a decline queues one offer-freed-seat job; declining again queues none', async () => {
      const [guest] = await seatGuests('auto-offer-decline', 1);
      const { data: invitation } = await service
        .from('invitations')
        .select('pass_token')
        .eq('email', guest!.email)
        .single();
      const token = (invitation as { pass_token: string }).pass_token;
      expect(await freedSeatJobs(guest!.email)).toEqual([]);
      expect((await anon.rpc('decline_invitation', { token })).data).toBe('done');
      expect((await anon.rpc('decline_invitation', { token })).data).toBe('unchanged');
      expect(await freedSeatJobs(guest!.email)).toEqual([{ kind: 'offer-freed-seat' }]);
    });

    it('a withdrawn invitation (approval taken back) queues one too', async () => {
      const [guest] = await seatGuests('auto-offer-removal', 1);
      const { error } = await staff.client.rpc('decide_event_request', {
        request_id: guest!.id,
        decision: 'rejected',
      });
      expect(error).toBeNull();
      expect(await freedSeatJobs(guest!.email)).toEqual([{ kind: 'offer-freed-seat' }]);
    });

    it('for an event without autoOffer (no content file sets it) the job is done and offers nothing', async () => {
      const slug = 'auto-offer-not-set';
      const [guest] = await seatGuests(slug, 1);
      const waiting = await request(slug, 'waiting', 10);
      await staff.client.rpc('decide_event_request', {
        request_id: guest!.id,
        decision: 'rejected',
      });
      const { data: invitation } = await service
        .from('invitations')
        .select('id')
        .eq('email', guest!.email)
        .single();
      const deadline = Date.now() + 20_000;
      for (;;) {
        const { data } = await service
          .from('after_insert_jobs')
          .select('status')
          .eq('row_id', (invitation as { id: string }).id)
          .eq('kind', 'offer-freed-seat')
          .single();
        if ((data as { status: string }).status === 'done') break;
        if (Date.now() > deadline) throw new Error(`job still ${JSON.stringify(data)}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(await statusOf(waiting.id)).toBe('waitlist');
    });
  });

  describe('the offer-freed-seat job', () => {
    // The job's own handler, run as the runner runs it (service role), over a fixture catalogue
    // with one autoOffer event and a clock set before its start.
    const FIXTURE: EventFacts = {
      slug: 'auto-offer-handler',
      title: 'A Fixture Dinner',
      start: '2031-03-01T19:30:00+03:00',
      end: '2031-03-01T23:00:00+03:00',
      venue: 'Venue',
      area: 'Riyadh',
      capacity: 1,
      autoOffer: true,
    };
    const handler = offerFreedSeatWith((slug) => (slug === FIXTURE.slug ? FIXTURE : undefined));
    const run = async (invitationId: string, now: Date) => {
      const deps: FunctionDeps = {
        supabaseUrl: backend.url,
        anonKey: backend.anonKey,
        serviceRoleKey: backend.serviceRoleKey,
        createClient: createClient,
        mailer: {
          send: () => Promise.reject(new Error('offer-freed-seat sends no mail itself')),
        },
        env: () => undefined,
        fetch,
        now: () => now,
        log: () => undefined,
      };
      const response = await handler(
        new Request('http://jobs.internal/functions/v1/offer-freed-seat', {
          method: 'POST',
          headers: {
            Authorization: `Bearer ${backend.serviceRoleKey}`,
            'Content-Type': 'application/json',
          },
          body: JSON.stringify({ requestId: invitationId }),
        }),
        deps,
      );
      return response.json() as Promise<{ offered: boolean; reason: string | null }>;
    };

    it('after a decline, offers the seat to the longest-waiting request; run again, finds it taken', async () => {
      const [guest] = await seatGuests(FIXTURE.slug, 1);
      const waiting = await request(FIXTURE.slug, 'handler-waiting', 30);
      const { data } = await service
        .from('invitations')
        .select('id, pass_token')
        .eq('email', guest!.email)
        .single();
      const invitation = data as { id: string; pass_token: string };
      const before = new Date('2031-02-20T12:00:00+03:00');
      expect(await run(invitation.id, before)).toEqual({ offered: false, reason: 'full' });
      await anon.rpc('decline_invitation', { token: invitation.pass_token });
      expect(await run(invitation.id, new Date(FIXTURE.start))).toEqual({
        offered: false,
        reason: 'the event has begun',
      });
      expect(await statusOf(waiting.id)).toBe('waitlist');
      expect(await run(invitation.id, before)).toEqual({ offered: true, reason: 'offered' });
      expect(await statusOf(waiting.id)).toBe('approved');
      expect(await run(invitation.id, before)).toEqual({ offered: false, reason: 'full' });
      expect(await seated(FIXTURE.slug)).toBe(1);
    });
  });

  describe('offer_freed_seat', () => {
    it('offers the seat to the longest-waiting request, with its invitation mail, and only while a seat is free', async () => {
      const slug = 'auto-offer-order';
      const [first] = await seatGuests(slug, 2);
      const later = await request(slug, 'later', 5);
      const longest = await request(slug, 'longest', 60);
      expect((await offer(service, slug, 2)).data).toBe('full');

      await staff.client.rpc('decide_event_request', {
        request_id: first!.id,
        decision: 'rejected',
      });
      expect(await seated(slug)).toBe(1);
      expect((await offer(service, slug, 2)).data).toBe('offered');
      expect(await statusOf(longest.id)).toBe('approved');
      expect(await statusOf(later.id)).toBe('waitlist');
      const { data: invitation } = await service
        .from('invitations')
        .select('id, status')
        .eq('email', longest.email)
        .single();
      expect((invitation as { status: string }).status).toBe('confirmed');
      const { data: jobs } = await service
        .from('after_insert_jobs')
        .select('kind')
        .eq('row_id', (invitation as { id: string }).id)
        .eq('kind', 'send-invitation');
      expect(jobs).toHaveLength(1);
      // A retry of the job finds the seat taken.
      expect((await offer(service, slug, 2)).data).toBe('full');
      expect(await seated(slug)).toBe(2);
      expect(await statusOf(later.id)).toBe('waitlist');
    });

    it('never goes above capacity when many offers run at once', async () => {
      const slug = 'auto-offer-race';
      await seatGuests(slug, 2);
      const waiting = await Promise.all(
        Array.from({ length: 6 }, (_, n) => request(slug, `race${n}`, 100 - n)),
      );
      const answers = await Promise.all(Array.from({ length: 10 }, () => offer(service, slug, 5)));
      expect(answers.map((a) => a.error)).toEqual(Array(10).fill(null));
      expect(answers.filter((a) => a.data === 'offered')).toHaveLength(3);
      expect(await seated(slug)).toBe(5);
      // The three who waited longest.
      const statuses = await Promise.all(waiting.map((w) => statusOf(w.id)));
      expect(statuses).toEqual([
        'approved',
        'approved',
        'approved',
        'waitlist',
        'waitlist',
        'waitlist',
      ]);
    });

    it('leaves staff decisions standing: a guest they moved back to the waitlist, or who declined, is not invited by itself', async () => {
      const slug = 'auto-offer-decisions';
      const [moved, declined] = await seatGuests(slug, 2);
      await staff.client.rpc('decide_event_request', {
        request_id: moved!.id,
        decision: 'waitlist',
      });
      const { data } = await service
        .from('invitations')
        .select('pass_token')
        .eq('email', declined!.email)
        .single();
      await anon.rpc('decline_invitation', { token: (data as { pass_token: string }).pass_token });
      // The declined guest asks again, long ago by the clock of the request.
      await service
        .from('event_requests')
        .update({ request_status: 'waitlist' })
        .eq('id', declined!.id);
      expect((await offer(service, slug, 2)).data).toBe('nobody-waiting');
      const fresh = await request(slug, 'fresh', 1);
      expect((await offer(service, slug, 2)).data).toBe('offered');
      expect(await statusOf(fresh.id)).toBe('approved');
      expect(await statusOf(moved!.id)).toBe('waitlist');
    });

    it('offers nothing once the event has begun', async () => {
      const slug = 'auto-offer-begun';
      const waiting = await request(slug, 'too-late', 10);
      expect(
        (await offer(service, slug, 5, new Date(Date.now() - 60_000).toISOString())).data,
      ).toBe('begun');
      expect(await statusOf(waiting.id)).toBe('waitlist');
    });

    it('only the service role may call it', async () => {
      const slug = 'auto-offer-roles';
      const waiting = await request(slug, 'roles', 10);
      for (const client of [staff.client, member.client, anon]) {
        const { error } = await offer(client, slug, 5);
        expect(error?.code).toBe('42501');
      }
      expect(await statusOf(waiting.id)).toBe('waitlist');
    });
  });
});
