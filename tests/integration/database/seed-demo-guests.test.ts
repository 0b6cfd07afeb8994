// npm run seed:demo's guest list (docs/behaviour/door-check-in.md#try-it): one event with 40
// guests in every invitation status, some checked in, added once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentEvents } from '../../support/content-events.ts';
import { demoGuestEvent, demoGuestLines } from '../../../supabase/local/db/demo-guests.ts';
import { seedDemo, type Database } from '../../../supabase/local/db/index.ts';
import { openTempDatabase, type TempDatabase } from './support/temp-database.ts';

let temp: TempDatabase;
let db: Database;

beforeAll(async () => {
  temp = await openTempDatabase('seed-demo-guests');
  db = temp.db;
});
afterAll(async () => temp?.dispose());

// A day when the content still had an event ahead (capital-culture-riyadh, 18 Nov 2025).
const BEFORE_LAST_EVENT = new Date('2025-11-01T09:00:00Z');

async function guestsOf(slug: string) {
  const { rows } = await db.query<{
    status: string;
    guest_name: string;
    email: string;
    company: string | null;
    starts_at: Date;
    checked_in: boolean;
  }>(
    `select i.status::text as status, i.guest_name, i.email::text as email, i.company, i.starts_at,
            k.id is not null as checked_in
       from public.invitations i left join public.check_ins k on k.invitation_id = i.id
      where i.event_slug = $1`,
    [slug],
  );
  return rows;
}

async function domainStatuses(): Promise<string[]> {
  const { rows } = await db.query<{ def: string }>(
    `select pg_get_constraintdef(oid) as def from pg_constraint
      where contypid = 'public.invitation_status'::regtype`,
  );
  return [...rows[0]!.def.matchAll(/'([a-z_]+)'/g)].map((match) => match[1]!).sort();
}

describe('the demo guests of npm run seed:demo', () => {
  it('go to an upcoming event: 40 guests in every status, the checked-in ones confirmed, once', async () => {
    const report = await seedDemo(db, { now: BEFORE_LAST_EVENT });
    expect(report).toMatchObject({
      event: { slug: 'capital-culture-riyadh' },
      upcoming: true,
      added: 40,
    });
    const slug = report!.event.slug;
    const guests = await guestsOf(slug);
    expect(guests).toHaveLength(40);
    expect([...new Set(guests.map((guest) => guest.status))].sort()).toEqual(
      await domainStatuses(),
    );
    for (const guest of guests) {
      expect(guest.starts_at.getTime()).toBe(Date.parse(report!.event.starts_at));
      expect(guest.starts_at.getTime()).toBeGreaterThan(BEFORE_LAST_EVENT.getTime());
    }
    const checkedIn = guests.filter((guest) => guest.checked_in);
    expect(checkedIn.length).toBeGreaterThan(0);
    expect(checkedIn.every((guest) => guest.status === 'confirmed')).toBe(true);
    expect(report!.checkedIn).toBe(checkedIn.length);
    const confirmed = guests.filter((guest) => guest.status === 'confirmed').length;
    expect(confirmed).toBeGreaterThan(20);
    expect(report!.statuses.confirmed).toBe(confirmed);

    const { rows: more } = await db.query<{ checkins: number; jobs: number }>(
      `select (select count(*)::int from public.check_ins) as checkins,
              (select count(*)::int from public.after_insert_jobs j
                where j.row_id in (select id from public.invitations)) as jobs`,
    );
    expect(more[0]).toEqual({ checkins: checkedIn.length, jobs: 0 });

    const again = await seedDemo(db, { now: BEFORE_LAST_EVENT });
    expect(again).toMatchObject({ added: 0, checkedIn: checkedIn.length });
    expect(await guestsOf(slug)).toHaveLength(40);
    const { rows: after } = await db.query<{ invitations: number; checkins: number }>(
      `select (select count(*)::int from public.invitations) as invitations,
              (select count(*)::int from public.check_ins) as checkins`,
    );
    expect(after[0]).toEqual({ invitations: 40, checkins: checkedIn.length });
  });

  it('are fictional people with real-looking names, an Arabic one among them, and companies', async () => {
    const guests = await guestsOf('capital-culture-riyadh');
    const emails = guests.map((guest) => guest.email.toLowerCase());
    expect(new Set(emails).size).toBe(40);
    for (const email of emails) expect(email).toMatch(/@example\.(com|org)$/);
    expect(guests.some((guest) => /[\u0600-\u06ff]/.test(guest.guest_name))).toBe(true);
    for (const guest of guests) expect(guest.guest_name).not.toMatch(/guest|\d/i);
    expect(guests.filter((guest) => guest.company).length).toBeGreaterThan(30);
    // Two are demo contacts, so their records show the invitation.
    const { rows } = await db.query<{ email: string }>(
      `select c.email::text as email from public.invitations i join public.contacts c on c.id = i.contact_id
        order by 1`,
    );
    expect(rows.map((row) => row.email)).toEqual([
      'lena.sample@example.com',
      'priya.placeholder@example.com',
    ]);
  });

  it("are the door screen's list: its read (door_guests) answers all 40, the checked-in with a time", async () => {
    const { rows } = await db.query<{ company: string | null; checked_in_at: Date | null }>(
      `select company, checked_in_at from public.door_guests('capital-culture-riyadh')`,
    );
    expect(rows).toHaveLength(40);
    const inside = rows.filter((row) => row.checked_in_at);
    expect(inside.length).toBe(
      (await guestsOf('capital-culture-riyadh')).filter((g) => g.checked_in).length,
    );
    for (const row of inside)
      expect(row.checked_in_at!.getTime()).toBeLessThan(BEFORE_LAST_EVENT.getTime());
  });

  it('say where to try the door screen, with the counts', async () => {
    const report = await seedDemo(db, { now: BEFORE_LAST_EVENT });
    const lines = demoGuestLines(report).join('\n');
    expect(lines).toContain('/crm/check-in/capital-culture-riyadh');
    expect(lines).toMatch(
      /Demo guests: 40 on "Capital & Culture: Structuring the Future of Cities" \(18 Nov 2025, 19:00, Riyadh time\): \d+ confirmed \(\d+ checked in\), \d+ invited, \d+ offered, \d+ declined, \d+ removed\./,
    );
    expect(lines).not.toMatch(/upcoming/);
  });
});

describe('the event the demo guests go to', () => {
  it.each([
    ['2024-12-31T00:00:00Z', 'leap-dinner', true],
    ['2025-03-09T00:00:00Z', 'fireside-chats', true],
    // At its start an event is no longer ahead.
    ['2025-11-18T16:00:00Z', 'capital-culture-riyadh', false],
    ['2025-11-18T15:59:59Z', 'capital-culture-riyadh', true],
    ['2026-11-27T03:00:00Z', 'capital-culture-riyadh', false],
  ])('on %s is %s (upcoming: %s)', (now, slug, upcoming) => {
    expect(demoGuestEvent(new Date(now), contentEvents())).toMatchObject({
      event: { slug },
      upcoming,
    });
  });

  it('is the soonest ahead whatever the order of the rows', () => {
    const reversed = [...contentEvents()].reverse();
    expect(demoGuestEvent(new Date('2025-04-21T00:00:00Z'), reversed)?.event.slug).toBe(
      'vntr-investor-forum',
    );
  });

  it('when none is ahead, is the latest and the seed says so; with no events, none', async () => {
    const late = await seedDemo(db, { now: new Date('2027-01-01T00:00:00Z') });
    expect(late).toMatchObject({
      event: { slug: 'capital-culture-riyadh' },
      upcoming: false,
      added: 0,
    });
    expect(demoGuestLines(late).join('\n')).toMatch(
      /No content event is upcoming: this is the most recent one, already past/,
    );
    expect(demoGuestEvent(new Date(), [])).toBeNull();
    expect(demoGuestLines(null)).toEqual([
      'No content event exists (content/events/), so no demo guests were added.',
    ]);
  });
});
