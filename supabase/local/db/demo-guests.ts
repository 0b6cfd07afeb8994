// `npm run seed:demo`'s guest list: 40 fictional guests of one content event, in every invitation
// status and some already checked in, so a newcomer can open the door screen at once
// (docs/behaviour/door-check-in.md#try-it). Invitations are inserted directly: no mail, no
// reminders and no Timeline entries, as nothing happened to these people.
import type { EventRow } from '../../functions/_shared/events/event-row.ts';
import type { Database, Tx } from './types.ts';

type Status = 'confirmed' | 'invited' | 'offered' | 'declined' | 'removed';

interface DemoGuest {
  name: string;
  email: string;
  company: string | null;
  status: Status;
  /** Checked in this many minutes before the seed ran (confirmed guests only). */
  inMinutesAgo?: number;
}

const confirmed = (name: string, email: string, company: string | null, inMinutesAgo?: number) =>
  ({
    name,
    email,
    company,
    status: 'confirmed',
    ...(inMinutesAgo === undefined ? {} : { inMinutesAgo }),
  }) as const;
const guest = (status: Status, name: string, email: string, company: string | null) =>
  ({ name, email, company, status }) as const;

/**
 * Invented people on example.com and example.org (RFC 2606); companies marked as samples like the
 * rest of supabase/seed-demo.sql. Two are demo contacts (Lena, Priya), so their records show it.
 */
export const DEMO_GUESTS: readonly DemoGuest[] = [
  confirmed('Nour Al-Saud', 'nour.alsaud@example.com', 'Demo Najd Ventures (sample)', 42),
  confirmed('نورة القحطاني', 'noura.alqahtani@example.com', 'Demo شركة الواحة (sample)', 38),
  confirmed('Faisal Al-Harbi', 'faisal.alharbi@example.com', 'Demo Red Sea Logistics (sample)', 35),
  confirmed('Lena Sample', 'lena.sample@example.com', 'Demo Dune Robotics (sample)', 31),
  confirmed('Omar Haddad', 'omar.haddad@example.org', 'Demo Levant Capital (sample)', 27),
  confirmed('Sarah Whitfield', 'sarah.whitfield@example.com', 'Demo Harbor Logistics (sample)', 20),
  confirmed('José Martínez', 'jose.martinez@example.org', 'Demo Iberia Solar (sample)', 14),
  confirmed('Reem Al-Dosari', 'reem.aldosari@example.com', 'Demo Oasis Health (sample)', 9),
  confirmed('Kenji Watanabe', 'kenji.watanabe@example.com', 'Demo Harbor Logistics (sample)', 3),
  confirmed('Priya Placeholder', 'priya.placeholder@example.com', 'Demo Oasis Health (sample)'),
  confirmed('عبدالله الشمري', 'abdullah.alshammari@example.com', 'Demo Najd Ventures (sample)'),
  confirmed('Layla Mansour', 'layla.mansour@example.com', 'Demo Cedar Design Studio (sample)'),
  confirmed('Khalid Al-Otaibi', 'khalid.alotaibi@example.com', 'Demo Falcon Capital (sample)'),
  confirmed(
    'Hessa Al-Mutairi',
    'hessa.almutairi@example.com',
    'Demo Diriyah Heritage Tours (sample)',
  ),
  confirmed('Thomas Becker', 'thomas.becker@example.org', 'Demo Rhein Engineering (sample)'),
  confirmed('Amira Khalil', 'amira.khalil@example.com', 'Demo Nile Fintech (sample)'),
  confirmed('Yousef Al-Zahrani', 'yousef.alzahrani@example.com', 'Demo Red Sea Logistics (sample)'),
  confirmed('Emma Lindqvist', 'emma.lindqvist@example.com', 'Demo Nordic Water (sample)'),
  confirmed(
    'Rashid Al-Mansoori',
    'rashid.almansoori@example.com',
    'Demo Gulf Commercial Bank (sample)',
  ),
  confirmed('Mei Chen', 'mei.chen@example.org', 'Demo Jade Mobility (sample)'),
  confirmed('Abdulrahman Al-Ghamdi', 'abdulrahman.alghamdi@example.com', null),
  confirmed('Dana Al-Fayez', 'dana.alfayez@example.com', 'Demo Petra Analytics (sample)'),
  confirmed('Lucas Moreau', 'lucas.moreau@example.com', 'Demo Atelier Lumière (sample)'),
  confirmed('Sultan Al-Qassimi', 'sultan.alqassimi@example.com', 'Demo Falcon Capital (sample)'),
  confirmed('Aisha Rahman', 'aisha.rahman@example.com', 'Demo Desert Solar Power (sample)'),
  confirmed('Ibrahim Nasser', 'ibrahim.nasser@example.org', 'Demo Dune Software (sample)'),
  guest('invited', 'Maha Al-Sudairi', 'maha.alsudairi@example.com', 'Demo Najd Ventures (sample)'),
  guest('invited', 'David Okafor', 'david.okafor@example.com', 'Demo Lagos Growth Fund (sample)'),
  guest('invited', 'Hana Yamamoto', 'hana.yamamoto@example.com', 'Demo Harbor Logistics (sample)'),
  guest('invited', 'Majed Al-Rashid', 'majed.alrashid@example.com', null),
  guest('invited', 'Sophie Laurent', 'sophie.laurent@example.org', 'Demo Atelier Lumière (sample)'),
  guest(
    'offered',
    'Tariq Al-Amoudi',
    'tariq.alamoudi@example.com',
    'Demo Red Sea Logistics (sample)',
  ),
  guest('offered', 'Ana Costa', 'ana.costa@example.com', 'Demo Iberia Solar (sample)'),
  guest('offered', 'Mohammed Al-Shehri', 'mohammed.alshehri@example.com', null),
  guest('declined', 'Ravi Iyer', 'ravi.iyer@example.com', 'Demo Dune Software (sample)'),
  guest('declined', 'Lamia Al-Jaber', 'lamia.aljaber@example.com', 'Demo Oasis Health (sample)'),
  guest('declined', 'Peter Novak', 'peter.novak@example.org', 'Demo Danube Freight (sample)'),
  guest('declined', 'Salma Benali', 'salma.benali@example.com', 'Demo Atlas Textiles (sample)'),
  guest('removed', 'Victor Hale', 'victor.hale@example.com', 'Demo Brokerage House (sample)'),
  guest('removed', 'Bandar Al-Saleh', 'bandar.alsaleh@example.com', null),
];

export interface DemoGuestEvent {
  event: EventRow;
  /** False when no content event starts after `now`: the most recent one is used instead. */
  upcoming: boolean;
}

/**
 * The event the demo guests go to: the soonest content event that starts after `now`; when none
 * does, the most recent one (the door screen works the same for it), marked not upcoming.
 */
export function demoGuestEvent(now: Date, events: readonly EventRow[]): DemoGuestEvent | null {
  const byStart = [...events].sort((a, b) => Date.parse(a.starts_at) - Date.parse(b.starts_at));
  const next = byStart.find((event) => Date.parse(event.starts_at) > now.getTime());
  if (next) return { event: next, upcoming: true };
  const last = byStart.at(-1);
  return last ? { event: last, upcoming: false } : null;
}

export interface DemoGuestReport extends DemoGuestEvent {
  /** Invitations of the event by status, after seeding. */
  statuses: Record<Status, number>;
  checkedIn: number;
  /** Invitations added by this run (0 on a second run). */
  added: number;
}

/**
 * Seeds DEMO_GUESTS for demoGuestEvent(now) among the events of public.events (synced from the
 * content files). Safe to re-run: an invitation is unique per event and e-mail, a check-in per
 * invitation, and existing ones are left alone.
 */
export async function seedDemoGuests(
  db: Database,
  options: { now?: Date } = {},
): Promise<DemoGuestReport | null> {
  const now = options.now ?? new Date();
  const { rows } = await db.query<{ event: EventRow }>(
    'select to_jsonb(e) as event from public.events e where e.removed_at is null',
  );
  const chosen = demoGuestEvent(
    now,
    rows.map((row) => row.event),
  );
  if (!chosen) return null;
  return db.transaction((tx) => seedGuests(tx, chosen, now));
}

async function seedGuests(tx: Tx, chosen: DemoGuestEvent, now: Date): Promise<DemoGuestReport> {
  const slug = chosen.event.slug;
  const { rows } = await tx.query<{ added: number }>(
    `with guest as (
       select * from jsonb_to_recordset($2::jsonb)
         as g(name text, email text, company text, status text, "inMinutesAgo" int)
     ), added as (
       insert into public.invitations
         (event_slug, contact_id, email, guest_name, company, status, starts_at, declined_at)
       select $1, (select c.id from public.contacts c where lower(c.email) = lower(g.email) limit 1),
              g.email, g.name, g.company, g.status, $3::timestamptz,
              case when g.status = 'declined' then $4::timestamptz - interval '2 days' end
         from guest g
       on conflict (event_slug, lower(email)) do nothing
       returning 1
     )
     select count(*)::int as added from added`,
    [slug, JSON.stringify(DEMO_GUESTS), chosen.event.starts_at, now.toISOString()],
  );
  await tx.query(
    `insert into public.check_ins (invitation_id, checked_in_by, checked_in_at, device)
     select i.id, null, $3::timestamptz - make_interval(mins => g."inMinutesAgo"), 'Demo door phone'
       from jsonb_to_recordset($2::jsonb) as g(email text, "inMinutesAgo" int)
       join public.invitations i on i.event_slug = $1 and lower(i.email) = lower(g.email)
      where g."inMinutesAgo" is not null and i.status = 'confirmed'
     on conflict (invitation_id) do nothing`,
    [slug, JSON.stringify(DEMO_GUESTS), now.toISOString()],
  );
  const { rows: counted } = await tx.query<{ status: Status; n: number; checked_in: number }>(
    `select i.status::text as status, count(*)::int as n, count(k.id)::int as checked_in
       from public.invitations i left join public.check_ins k on k.invitation_id = i.id
      where i.event_slug = $1 group by i.status`,
    [slug],
  );
  const statuses: Record<Status, number> = {
    confirmed: 0,
    invited: 0,
    offered: 0,
    declined: 0,
    removed: 0,
  };
  for (const row of counted) statuses[row.status] = row.n;
  return {
    ...chosen,
    statuses,
    checkedIn: counted.reduce((sum, row) => sum + row.checked_in, 0),
    added: rows[0]?.added ?? 0,
  };
}

/** The seed's lines about the guests: where to try the door screen, the counts, and the event's date. */
export function demoGuestLines(report: DemoGuestReport | null): string[] {
  if (!report) return ['No content event exists (content/events/), so no demo guests were added.'];
  const { event, statuses: s } = report;
  const when = new Date(event.starts_at).toLocaleString('en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Riyadh',
  });
  const total = Object.values(s).reduce((sum, n) => sum + n, 0);
  return [
    `Demo guests: ${total} on "${event.title_en}" (${when}, Riyadh time): ${s.confirmed} confirmed (${report.checkedIn} checked in), ${s.invited} invited, ${s.offered} offered, ${s.declined} declined, ${s.removed} removed.`,
    ...(report.upcoming
      ? []
      : [
          `No content event is upcoming: this is the most recent one, already past (the door screen works the same). Add an event with a later start to content/events/ for an upcoming one.`,
        ]),
    `Try the door screen, signed in as staff: /crm/check-in/${event.slug}`,
  ];
}
