// The door's guest list as the phone holds it (docs/behaviour/door-check-in.md): the server's
// list, kept current by the live changes of invitations and check-ins, with the phone's queued
// writes laid over it so a check-in shows at once, online or not.
import type { RowChange } from '../live/row-changes.ts';
import { queueKey, type QueuedWrite } from './door-queue.ts';

export type GuestStatus = 'invited' | 'confirmed' | 'declined' | 'removed' | 'offered';

export interface DoorGuest {
  id: string;
  guest_name: string;
  email: string;
  company: string | null;
  status: GuestStatus;
  check_in_id: string | null;
  checked_in_at: string | null;
}

/** A guest as the screen shows them: `queued` while this phone's write waits for the server. */
export interface ShownGuest extends DoorGuest {
  queued: boolean;
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
    });
  }
  return [...byId.values()].sort(byName);
}

/** The list with a batch of check-in changes applied; a deleted check-in is found by its id. */
export function applyCheckInChanges(
  guests: readonly DoorGuest[],
  changes: readonly RowChange<CheckInChangeRow>[],
): DoorGuest[] {
  let next = [...guests];
  for (const change of changes) {
    next = next.map((guest) => {
      if (change.type === 'delete') {
        return guest.check_in_id === change.id
          ? { ...guest, check_in_id: null, checked_in_at: null }
          : guest;
      }
      return guest.id === change.row.invitation_id
        ? { ...guest, check_in_id: change.row.id, checked_in_at: change.row.checked_in_at }
        : guest;
    });
  }
  return next;
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
