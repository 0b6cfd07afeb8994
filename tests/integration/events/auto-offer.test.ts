// autoOffer through the real backend (docs/behaviour/event-guests.md#a-seat-offered-by-itself): a
// decline and a withdrawn invitation each queue an offer-freed-seat job; offer_freed_seat approves
// the longest-waiting request (its invitation mail queued, as staff's one click), never above
// capacity, also when many ask at once, and only for the service role. Every content event is
// past, so fixture events (their rows set as a sync would write them, with a start ahead) stand in;
// offer_freed_seat reads capacity, autoOffer and start from public.events. Run on PGlite and, where
// one is reachable, on PostgreSQL 15, where concurrent offers really run at once.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '@supabase/supabase-js';
import { offerFreedSeat } from '../../../supabase/functions/_shared/handlers/offer-freed-seat.ts';
import type { FunctionDeps } from '../../../supabase/functions/_shared/types.ts';
import { createThrowawayDatabase } from '../database/support/local-postgres.ts';
import { uniqueEmail } from '../functions/support.ts';
import { startBackend, type TestBackend } from '../support/backend.ts';
import { setEvent } from '../support/events.ts';
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

  /**
   * The fixture event's row: a dinner ahead with `capacity` seats, autoOffer only when told (the
   * server's own job runner offers freed seats of an autoOffer event at once, which the tests of
   * the RPC and the handler must not race).
   */
  const eventAhead = (
    slug: string,
    capacity = 5,
    changes: { auto_offer?: boolean; starts_at?: string } = {},
  ) =>
    setEvent(service, slug, {
      like: 'suhoor-dinner',
      starts_at: AHEAD,
      capacity,
      auto_offer: false,
      ...changes,
    });

  /** `count` approved guests holding seats, through staff's decision. */
  async function seatGuests(slug: string, count: number, capacity = 5) {
    await eventAhead(slug, capacity);
    const guests = [];
    for (let n = 0; n < count; n += 1) {
      const guest = await request(slug, `seated${n}`, 1000 + n, 'pending');
      const { error } = await staff.client.rpc('decide_event_request', {
        request_id: guest.id,
        decision: 'approved',
      });
      expect(error).toBeNull();
      guests.push(guest);
    }
    return guests;
  }

  /** Asks for an offer as `client`, the event's row first set to `capacity` and `startsAt`. */
  const offer = async (
    client: SupabaseClient,
    slug: string,
    capacity: number,
    startsAt = AHEAD,
  ) => {
    await freedSeatJobsDone(slug);
    await eventAhead(slug, capacity, { starts_at: startsAt, auto_offer: true });
    const answer = await client.rpc('offer_freed_seat', { event_slug: slug });
    // autoOffer off again, so a seat the test frees next waits for the test's own offer.
    await eventAhead(slug, capacity, { starts_at: startsAt });
    return answer;
  };

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

  /** Waits until the runner has finished every offer-freed-seat job of the event. */
  async function freedSeatJobsDone(slug: string): Promise<void> {
    const { data: invitations } = await service
      .from('invitations')
      .select('id')
      .eq('event_slug', slug);
    const ids = (invitations ?? []).map((row: { id: string }) => row.id);
    const deadline = Date.now() + 20_000;
    for (;;) {
      const { data } = await service
        .from('after_insert_jobs')
        .select('status')
        .eq('kind', 'offer-freed-seat')
        .in('row_id', ids)
        .neq('status', 'done');
      if ((data ?? []).length === 0) return;
      if (Date.now() > deadline) throw new Error(`offer-freed-seat still ${JSON.stringify(data)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
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

    it('for an autoOffer event, the server offers the freed seat by itself', async () => {
      const slug = 'auto-offer-by-itself';
      const [guest] = await seatGuests(slug, 1, 1);
      await eventAhead(slug, 1, { auto_offer: true });
      const waiting = await request(slug, 'by-itself', 20);
      const { data } = await service
        .from('invitations')
        .select('pass_token')
        .eq('email', guest!.email)
        .single();
      await anon.rpc('decline_invitation', { token: (data as { pass_token: string }).pass_token });
      await freedSeatJobsDone(slug);
      expect(await statusOf(waiting.id)).toBe('approved');
      expect(await seated(slug)).toBe(1);
    });

    it('for an event without autoOffer the job is done and offers nothing', async () => {
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
    // The job's own handler, run as the runner runs it (service role), over a fixture event with
    // one seat and autoOffer.
    const SLUG = 'auto-offer-handler';
    const run = async (invitationId: string) => {
      const deps: FunctionDeps = {
        supabaseUrl: backend.url,
        publicUrl: backend.url,
        anonKey: backend.anonKey,
        serviceRoleKey: backend.serviceRoleKey,
        createClient: createClient,
        mailer: {
          send: () => Promise.reject(new Error('offer-freed-seat sends no mail itself')),
        },
        env: () => undefined,
        fetch,
        now: () => new Date(),
        log: () => undefined,
      };
      const response = await offerFreedSeat(
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
      const [guest] = await seatGuests(SLUG, 1, 1);
      const waiting = await request(SLUG, 'handler-waiting', 30);
      const { data } = await service
        .from('invitations')
        .select('id, pass_token')
        .eq('email', guest!.email)
        .single();
      const invitation = data as { id: string; pass_token: string };
      await eventAhead(SLUG, 1, { auto_offer: true });
      expect(await run(invitation.id)).toEqual({ offered: false, reason: 'full' });
      await eventAhead(SLUG, 1);
      await anon.rpc('decline_invitation', { token: invitation.pass_token });
      await freedSeatJobsDone(SLUG);
      expect(await run(invitation.id)).toEqual({ offered: false, reason: 'not-auto-offer' });
      // The event's content moved its start into the past: nothing is offered.
      await eventAhead(SLUG, 1, {
        starts_at: new Date(Date.now() - 60_000).toISOString(),
        auto_offer: true,
      });
      expect(await run(invitation.id)).toEqual({ offered: false, reason: 'begun' });
      expect(await statusOf(waiting.id)).toBe('waitlist');
      await eventAhead(SLUG, 1, { auto_offer: true });
      expect(await run(invitation.id)).toEqual({ offered: true, reason: 'offered' });
      expect(await statusOf(waiting.id)).toBe('approved');
      expect(await run(invitation.id)).toEqual({ offered: false, reason: 'full' });
      expect(await seated(SLUG)).toBe(1);
    });

    it('for a slug no content file has, offers nothing', async () => {
      const { data, error } = await service.rpc('offer_freed_seat', {
        event_slug: 'auto-offer-no-such-event',
      });
      expect(error).toBeNull();
      expect(data).toBe('no-event');
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
      await eventAhead(slug, 5, { auto_offer: true });
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => service.rpc('offer_freed_seat', { event_slug: slug })),
      );
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
