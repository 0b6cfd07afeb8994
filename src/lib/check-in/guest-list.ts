// An event's guest list for staff (docs/behaviour/door-check-in.md#guest-list): counts per state,
// the printable list's order (by surname) and its CSV.
import { CSV_BOM, toCsv } from '../../../supabase/functions/_shared/csv.ts';
import { EVENT_TIME_ZONE } from '../events/format.ts';
import type { DoorGuest } from './door-guests.ts';

/** The printable guest list of an event (src/pages/crm/guest-list/[slug].astro). */
export function guestListPath(eventSlug: string): string {
  return `/crm/guest-list/${encodeURIComponent(eventSlug)}`;
}

export interface GuestListCounts {
  invited: number;
  confirmed: number;
  declined: number;
  waitlist: number;
  checkedIn: number;
}

/** Counts of the event's invitations by state, with its waitlisted requests. */
export function guestListCounts(guests: readonly DoorGuest[], waitlist: number): GuestListCounts {
  const of = (status: DoorGuest['status']) => guests.filter((g) => g.status === status).length;
  return {
    invited: of('invited') + of('offered'),
    confirmed: of('confirmed'),
    declined: of('declined') + of('removed'),
    waitlist,
    checkedIn: guests.filter((g) => g.checked_in_at !== null).length,
  };
}

/**
 * The surname a list is sorted by: the last word of the name, emoji and punctuation aside; Arabic
 * family names keep their article (الفيصل sorts under الفيصل, as Saudi lists do).
 */
export function surnameOf(name: string): string {
  const words = name
    .split(/\s+/)
    .map((word) => word.replace(/[^\p{L}\p{N}'’-]/gu, ''))
    .filter(Boolean);
  return words.at(-1) ?? name;
}

/** Guests in the order of a printed door list: by surname, then by full name. */
export function sortBySurname<T extends { guest_name: string }>(guests: readonly T[]): T[] {
  const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
  return [...guests].sort(
    (a, b) =>
      collator.compare(surnameOf(a.guest_name), surnameOf(b.guest_name)) ||
      collator.compare(a.guest_name, b.guest_name),
  );
}

const STATUS_TEXT: Record<DoorGuest['status'], string> = {
  invited: 'Invited',
  offered: 'Offered a seat',
  confirmed: 'Confirmed',
  declined: 'Declined',
  removed: 'Removed',
};

export function statusText(guest: DoorGuest): string {
  return STATUS_TEXT[guest.status];
}

/** A check-in time as the printed list reads it: the event's wall clock, to the second. */
const checkInClock = new Intl.DateTimeFormat('sv-SE', {
  timeZone: EVENT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** The guest list CSV's column keys, its first row whatever the staff member reads. */
export const GUEST_LIST_KEYS = [
  'Name',
  'E-mail',
  'Company',
  'Status',
  `Checked in at (${EVENT_TIME_ZONE})`,
] as const;

/**
 * The guest list as CSV (UTF-8 with a BOM, formulas neutralised), sorted by surname. Check-in
 * times are in the event's time zone, as on the printed list, named in the header. The English
 * column keys come first; `localHeader`, the same columns in the staff member's language when it
 * is not English, is the second row (docs/behaviour/staff-app.md#language).
 */
export function guestListCsv(
  guests: readonly DoorGuest[],
  localHeader: readonly string[] | null = null,
): string {
  return (
    CSV_BOM +
    toCsv(GUEST_LIST_KEYS, [
      ...(localHeader ? [localHeader] : []),
      ...sortBySurname(guests).map((g) => [
        g.guest_name,
        g.email,
        g.company,
        statusText(g),
        g.checked_in_at ? checkInClock.format(new Date(g.checked_in_at)) : null,
      ]),
    ])
  );
}
