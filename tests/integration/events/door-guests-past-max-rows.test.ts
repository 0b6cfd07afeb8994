// The door and the guest list know every guest of a big event where the server answers fewer rows
// than asked for (hosted Supabase's max-rows is 1,000 by default): 1,050 guests, a 1,000-row cap,
// read by the same code the door screen and the guest list page use.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { readDoorGuests, readGuestList } from '../../../src/lib/check-in/read-guest-list.ts';
import type { TypedSupabaseClient } from '../../../src/lib/supabase/typed-client.ts';
import { startBackend, type TestBackend } from '../support/backend.ts';
import { createTestUser, type TestUser } from '../support/users.ts';

const GUESTS = 1_050;
const SLUG = 'leap-dinner';
let backend: TestBackend;
let staff: TestUser;

beforeAll(async () => {
  backend = await startBackend({ env: { PGRST_DB_MAX_ROWS: '1000' } });
  staff = await createTestUser(backend, { staff: true });
});
afterAll(async () => {
  await backend?.stop();
});

it('reads all 1,050 guests of an event through a 1,000-row cap', async () => {
  const service = backend.client(backend.serviceRoleKey);
  const startsAt = new Date(Date.now() + 86_400_000).toISOString();
  const rows = Array.from({ length: GUESTS }, (_, n) => ({
    event_slug: SLUG,
    email: `crowd-${n}@example.com`,
    guest_name: n === GUESTS - 1 ? 'آخر ضيف' : `Crowd Guest ${n}`,
    starts_at: startsAt,
    status: 'confirmed' as const,
  }));
  for (let from = 0; from < GUESTS; from += 1000) {
    const { error } = await service.from('invitations').insert(rows.slice(from, from + 1000));
    expect(error).toBeNull();
  }
  const client = staff.client as TypedSupabaseClient;
  const capped = await client.rpc('door_guests', { event_slug: SLUG });
  expect(capped.data).toHaveLength(1000);

  const guests = await readDoorGuests(client, SLUG);
  expect(guests).toHaveLength(GUESTS);
  expect(new Set(guests.map((guest) => guest.id)).size).toBe(GUESTS);
  expect(guests.some((guest) => guest.guest_name === 'آخر ضيف')).toBe(true);
  const list = await readGuestList(client, SLUG);
  expect(list.guests).toHaveLength(GUESTS);
}, 120_000);
