// Staff correct whether a guest came, at any time (docs/behaviour/event-guests.md
// #correcting-attendance), through supabase-js against the embedded backend: the check-in is added
// or taken away, the Timeline keeps who, from what to what and why; members and visitors are
// refused; the reason's limit is CORRECTION_REASON_LIMIT.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CORRECTION_REASON_LIMIT } from '../../../supabase/functions/_shared/domain/attendance.ts';
import { uniqueEmail } from '../functions/support.ts';
import { startBackend, type TestBackend } from '../support/backend.ts';
import { createTestUser, type TestUser } from '../support/users.ts';

let backend: TestBackend;
let anon: SupabaseClient;
let service: SupabaseClient;
let staff: TestUser;
let member: TestUser;

beforeAll(async () => {
  backend = await startBackend();
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

async function guest(startsAt: string): Promise<string> {
  const { data, error } = await service
    .from('invitations')
    .insert({
      event_slug: 'leap-dinner',
      email: uniqueEmail('corrected'),
      guest_name: 'Layla Haddad',
      starts_at: startsAt,
    })
    .select('id')
    .single();
  expect(error).toBeNull();
  return (data as { id: string }).id;
}

async function arrivals(invitationId: string) {
  const { data } = await service
    .from('check_ins')
    .select('checked_in_at, device')
    .eq('invitation_id', invitationId);
  return data as { checked_in_at: string; device: string }[];
}

const correct = (
  client: SupabaseClient,
  invitation_id: string,
  attended: boolean,
  reason: string,
) => client.rpc('correct_attendance', { invitation_id, attended, reason });

describe('correcting attendance', () => {
  it('adds and takes away the arrival, once, and the Timeline says who, what and why', async () => {
    const id = await guest('2025-02-09T19:00:00+03:00');
    const marked = await correct(staff.client, id, true, '  Signed the paper list at the door  ');
    expect(marked).toMatchObject({ data: 'done', error: null });
    expect(await arrivals(id)).toEqual([
      { checked_in_at: '2025-02-09T16:00:00+00:00', device: 'Corrected by staff' },
    ]);
    expect((await correct(staff.client, id, true, 'again')).data).toBe('unchanged');

    const unmarked = await correct(staff.client, id, false, 'Checked in by mistake');
    expect(unmarked.data).toBe('done');
    expect(await arrivals(id)).toEqual([]);

    const { data: timeline } = await staff.client
      .from('activity')
      .select('action, actor_email, before, after')
      .eq('entity_id', id)
      .order('occurred_at')
      .order('seq');
    expect(timeline).toEqual([
      {
        action: 'attendance_corrected',
        actor_email: staff.email,
        before: { event_slug: 'leap-dinner', attended: false },
        after: {
          event_slug: 'leap-dinner',
          attended: true,
          reason: 'Signed the paper list at the door',
        },
      },
      {
        action: 'attendance_corrected',
        actor_email: staff.email,
        before: { event_slug: 'leap-dinner', attended: true },
        after: { event_slug: 'leap-dinner', attended: false, reason: 'Checked in by mistake' },
      },
    ]);
  });

  it.each([
    ['a member', () => member.client, '42501'],
    ['a visitor', () => anon, '42501'],
  ])('%s is refused and nothing changes', async (_who, client, code) => {
    const id = await guest('2025-02-09T19:00:00+03:00');
    const { error } = await correct(client(), id, true, 'I was there');
    expect(error?.code).toBe(code);
    expect(await arrivals(id)).toEqual([]);
  });

  it('mends a door check-in before the event begins, and dates a missed arrival now', async () => {
    const upcoming = await guest(new Date(Date.now() + 86_400_000).toISOString());
    const tapped = await staff.client.rpc('check_in', { invitation_id: upcoming, device: 'Door' });
    expect(tapped.error).toBeNull();
    // Long after the 10 seconds of the door's own undo.
    const undone = await correct(staff.client, upcoming, false, 'Tapped the wrong Layla');
    expect(undone).toMatchObject({ data: 'done', error: null });
    expect(await arrivals(upcoming)).toEqual([]);

    const before = Date.now();
    expect((await correct(staff.client, upcoming, true, 'The right Layla came')).data).toBe('done');
    const [arrival] = await arrivals(upcoming);
    expect(arrival?.device).toBe('Corrected by staff');
    expect(Date.parse(arrival!.checked_in_at)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(arrival!.checked_in_at)).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('refuses an empty reason, one over the limit, and an unknown guest', async () => {
    const past = await guest('2025-02-09T19:00:00+03:00');
    const refusals = [
      await correct(staff.client, past, true, '   '),
      await correct(staff.client, past, true, 'x'.repeat(CORRECTION_REASON_LIMIT + 1)),
    ];
    expect(refusals.map((r) => [r.error?.code, r.error?.message])).toEqual([
      ['22023', 'Say why the attendance is corrected'],
      ['22023', 'The reason can be at most 500 characters'],
    ]);
    const unknown = await correct(
      staff.client,
      '00000000-0000-4000-8000-000000000000',
      true,
      'Typo',
    );
    expect(unknown.error?.code).toBe('PT404');
    expect(await arrivals(past)).toEqual([]);
    const longest = await correct(staff.client, past, true, 'x'.repeat(CORRECTION_REASON_LIMIT));
    expect(longest.data).toBe('done');
  });
});
