// The door's guest list as the phone holds it (docs/behaviour/door-check-in.md): the server's
// list, kept current by the live changes of invitations and check-ins, with the phone's queued
// writes laid over it so a check-in shows at once, online or not.
import { labels } from '../crm/labels.ts';
import { EVENT_TIME_ZONE } from '../events/format.ts';
import type { RowChange } from '../live/row-changes.ts';
import { queueKey, type QueuedWrite } from './door-queue.ts';

export type GuestStatus = 'invited' | 'confirmed' | 'declined' | 'removed' | 'offered';

export interface DoorGuest {
  id: string;
  guest_name: string;
  email: string;
  company: string | null;
  /** From the guest's request or contact, to search by (a list kept before the door read it has none). */
  phone?: string | null;
  status: GuestStatus;
  check_in_id: string | null;
  checked_in_at: string | null;
  /**
   * The staff account that checked the guest in, and its name as the CRM shows staff (a list kept
   * on the phone before the door read them has neither).
   */
  checked_in_by?: string | null;
  checked_in_by_name?: string | null;
}

/** A guest as the screen shows them: `queued` while this phone's write waits for the server. */
export interface ShownGuest extends DoorGuest {
  queued: boolean;
}

/** Whether two shown guests show the same: every value equal (they are all plain values). */
export function sameShownGuest(a: ShownGuest, b: ShownGuest): boolean {
  if (a === b) return true;
  const keys = Object.keys(a) as (keyof ShownGuest)[];
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]));
}

/** The columns of an invitations row the list uses (the realtime payload is the whole row). */
export interface InvitationChangeRow {
  id: string;
  event_slug: string;
  guest_name: string;
  email: string;
  company: string | null;
  status: string;
}

export interface CheckInChangeRow {
  id: string;
  invitation_id: string;
  checked_in_at: string;
  checked_in_by?: string | null;
}

const byName = (a: DoorGuest, b: DoorGuest) =>
  a.guest_name.localeCompare(b.guest_name, 'en', { sensitivity: 'base' }) ||
  a.id.localeCompare(b.id);

/** The list with a batch of invitation changes for this event applied (others are ignored). */
export function applyInvitationChanges(
  guests: readonly DoorGuest[],
  changes: readonly RowChange<InvitationChangeRow>[],
  eventSlug: string,
): DoorGuest[] {
  const byId = new Map(guests.map((guest) => [guest.id, guest]));
  for (const change of changes) {
    if (change.type === 'delete') {
      byId.delete(change.id);
      continue;
    }
    const row = change.row;
    if (row.event_slug !== eventSlug) continue;
    const known = byId.get(row.id);
    byId.set(row.id, {
      id: row.id,
      guest_name: row.guest_name,
      email: row.email,
      // The row carries only a walk-in's company; a request's stays as the list read it.
      company: row.company ?? known?.company ?? null,
      status: row.status as GuestStatus,
      check_in_id: known?.check_in_id ?? null,
      checked_in_at: known?.checked_in_at ?? null,
      checked_in_by: known?.checked_in_by ?? null,
      checked_in_by_name: known?.checked_in_by_name ?? null,
    });
  }
  return [...byId.values()].sort(byName);
}

/** The names of the staff who checked guests in, as far as the list knows them. */
function staffNames(guests: readonly DoorGuest[]): Map<string, string> {
  const names = new Map<string, string>();
  for (const guest of guests) {
    if (guest.checked_in_by && guest.checked_in_by_name)
      names.set(guest.checked_in_by, guest.checked_in_by_name);
  }
  return names;
}

/**
 * The list with a batch of check-in changes applied; a deleted check-in is found by its id. A
 * check-in row names its staff account only: the name is one the list already knows, or null.
 */
export function applyCheckInChanges(
  guests: readonly DoorGuest[],
  changes: readonly RowChange<CheckInChangeRow>[],
): DoorGuest[] {
  const names = staffNames(guests);
  let next = [...guests];
  for (const change of changes) {
    next = next.map((guest) => {
      if (change.type === 'delete') {
        return guest.check_in_id === change.id
          ? {
              ...guest,
              check_in_id: null,
              checked_in_at: null,
              checked_in_by: null,
              checked_in_by_name: null,
            }
          : guest;
      }
      const by = change.row.checked_in_by ?? null;
      return guest.id === change.row.invitation_id
        ? {
            ...guest,
            check_in_id: change.row.id,
            checked_in_at: change.row.checked_in_at,
            checked_in_by: by,
            checked_in_by_name: (by && names.get(by)) ?? null,
          }
        : guest;
    });
  }
  return next;
}

/** Whether a batch names a staff account whose name the list does not know (read it again). */
export function hasUnknownChecker(
  guests: readonly DoorGuest[],
  changes: readonly RowChange<CheckInChangeRow>[],
): boolean {
  const names = staffNames(guests);
  return changes.some(
    (change) =>
      change.type === 'upsert' &&
      !!change.row.checked_in_by &&
      !names.has(change.row.checked_in_by),
  );
}

/** The server's list with this phone's queued writes shown on it. */
export function withQueuedWrites(
  guests: readonly DoorGuest[],
  queue: readonly QueuedWrite[],
): ShownGuest[] {
  const queued = new Map(queue.map((item) => [queueKey(item), item]));
  const shown: ShownGuest[] = guests.map((guest) => {
    const item =
      queued.get(`check-in:${guest.id}`) ??
      queued.get(`walk-in:${guest.email.trim().toLowerCase()}`);
    if (!item) return { ...guest, queued: false };
    return { ...guest, queued: true, checked_in_at: guest.checked_in_at ?? item.tappedAt };
  });
  const emails = new Set(guests.map((guest) => guest.email.trim().toLowerCase()));
  for (const item of queue) {
    if (item.kind !== 'walk-in' || emails.has(item.email.trim().toLowerCase())) continue;
    shown.push({
      id: queueKey(item),
      guest_name: item.guestName,
      email: item.email,
      company: item.company || null,
      status: 'confirmed',
      check_in_id: null,
      checked_in_at: item.tappedAt,
      checked_in_by: null,
      checked_in_by_name: null,
      queued: true,
    });
  }
  return shown.sort(byName);
}

export interface DoorCounts {
  checkedIn: number;
  /** Guests expected: confirmed ones (walk-ins are confirmed when added). */
  confirmed: number;
}

export function doorCounts(guests: readonly DoorGuest[]): DoorCounts {
  return {
    checkedIn: guests.filter((guest) => guest.checked_in_at !== null).length,
    confirmed: guests.filter((guest) => guest.status === 'confirmed').length,
  };
}

/** Whether a guest may be checked in at the door (the check_in RPC refuses the others). */
export function canCheckIn(guest: DoorGuest): boolean {
  return guest.status !== 'declined' && guest.status !== 'removed' && guest.checked_in_at === null;
}

/** A time at the door: the event's wall clock (Riyadh), hours and minutes, as "19:32". */
const doorClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: EVENT_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export function doorTime(iso: string): string {
  return doorClock.format(new Date(iso));
}

/**
 * What the door says when a pass already used is scanned
 * (docs/behaviour/door-check-in.md#a-pass-already-used): "Already checked in 19:32 by Sara
 * Al-Harbi"; "by this phone" while this phone's own check-in has no name read back yet (`here`),
 * else "by another phone". Null when the guest is not checked in.
 */
export function alreadyCheckedInText(guest: ShownGuest, here: boolean): string | null {
  if (!guest.checked_in_at) return null;
  const by =
    guest.checked_in_by_name ||
    (guest.queued || here ? labels.checkIn.byThisPhone : labels.checkIn.byAnotherPhone);
  return labels.checkIn.alreadyCheckedIn(doorTime(guest.checked_in_at), by);
}
