// A decline taken back from the pass (docs/behaviour/event-guests.md#decline), through supabase-js
// as the pass page calls it (the token is the proof, no sign-in): until the event begins and while
// a seat is free, the guest is confirmed again with a new invitation mail and the reminders still
// ahead; a full or begun event, a pass never declined and an unknown token change nothing.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../functions/support.ts';
import { startBackend, type TestBackend } from '../support/backend.ts';
import { setEvent } from '../support/events.ts';

const AHEAD = new Date(Date.now() + 10 * 86_400_000).toISOString();

let backend: TestBackend;
let anon: SupabaseClient;
let service: SupabaseClient;

beforeAll(async () => {
  backend = await startBackend();
  anon = backend.client();
  service = backend.client(backend.serviceRoleKey);
});

afterAll(async () => {
  await backend?.stop();
});

/** A guest of a fixture dinner `slug` (capacity 2, ahead unless told), as approval writes them. */
async function guest(slug: string, status = 'confirmed', startsAt = AHEAD) {
  const { data, error } = await service
    .from('invitations')
    .insert({
      event_slug: slug,
      email: uniqueEmail('take-back'),
      guest_name: 'Layla Haddad',
      status,
      starts_at: startsAt,
    })
    .select('id, pass_token')
    .single();
  expect(error).toBeNull();
  return data as { id: string; pass_token: string };
}

async function invitation(id: string) {
  const { data } = await service
    .from('invitations')
    .select('status, calendar_sequence, round, declined_at')
    .eq('id', id)
    .single();
  return data as { status: string; calendar_sequence: number; round: number; declined_at: string };
}

async function jobs(id: string) {
  const { data } = await service
    .from('after_insert_jobs')
    .select('kind, status, round')
    .eq('row_id', id)
    .order('created_at');
  return data as { kind: string; status: string; round: number }[];
}

const takeBack = (token: string) => anon.rpc('take_back_decline', { token });
const decline = (token: string) => anon.rpc('decline_invitation', { token });

describe('taking back a decline', () => {
  it('confirms the guest again, in a new round with its invitation mail and reminders', async () => {
    await setEvent(service, 'take-back-open', {
      like: 'suhoor-dinner',
      starts_at: AHEAD,
      capacity: 2,
    });
    const layla = await guest('take-back-open');
    expect((await decline(layla.pass_token)).data).toBe('done');
    const declined = await invitation(layla.id);

    const { data, error } = await takeBack(layla.pass_token);
    expect(error).toBeNull();
    expect(data).toBe('done');
    const back = await invitation(layla.id);
    expect(back).toMatchObject({
      status: 'confirmed',
      declined_at: null,
      round: declined.round + 1,
    });
    expect(back.calendar_sequence).toBe(declined.calendar_sequence + 1);
    const queued = (await jobs(layla.id)).filter((job) => job.round === back.round);
    expect(queued.map((job) => job.kind).sort()).toEqual([
      'send-event-reminder',
      'send-event-reminder',
      'send-invitation',
    ]);
    const { data: timeline } = await service
      .from('activity')
      .select('action, before, after')
      .eq('entity_id', layla.id)
      .eq('action', 'invitation_restored');
    expect(timeline).toEqual([
      {
        action: 'invitation_restored',
        before: { status: 'declined', event_slug: 'take-back-open' },
        after: { status: 'confirmed', event_slug: 'take-back-open' },
      },
    ]);
    // Twice changes nothing more.
    expect((await takeBack(layla.pass_token)).data).toBe('unchanged');
  });

  it('refuses once the seat is taken, once the event has begun, and for an unknown pass', async () => {
    await setEvent(service, 'take-back-full', {
      like: 'suhoor-dinner',
      starts_at: AHEAD,
      capacity: 2,
    });
    const first = await guest('take-back-full');
    expect((await decline(first.pass_token)).data).toBe('done');
    // Both seats held by others meanwhile.
    await guest('take-back-full');
    await guest('take-back-full');
    expect((await takeBack(first.pass_token)).data).toBe('full');
    expect((await invitation(first.id)).status).toBe('declined');

    const begun = new Date(Date.now() - 3_600_000).toISOString();
    await setEvent(service, 'take-back-begun', { like: 'suhoor-dinner', starts_at: begun });
    const late = await guest('take-back-begun', 'declined', begun);
    expect((await takeBack(late.pass_token)).data).toBe('begun');

    const never = await guest('take-back-open');
    expect((await takeBack(never.pass_token)).data).toBe('unchanged');
    expect((await takeBack('0'.repeat(64))).data).toBe('not-found');
  });
});
