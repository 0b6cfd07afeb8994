// What the door phone keeps between visits (docs/behaviour/door-check-in.md#offline): the guest
// list, the queue of unsent writes and the phone's name, in localStorage under the event's slug,
// with the time the copy stops being needed (src/lib/check-in/door-retention.ts decides what goes).
import type { DoorGuest } from '~/lib/check-in/door-guests.ts';
import { parseQueue, type QueuedWrite } from '~/lib/check-in/door-queue.ts';
import { doorKey } from '~/lib/check-in/door-retention.ts';
import { labels } from '~/lib/crm/labels.ts';

const guestsKey = (slug: string) => doorKey(slug, 'guests');
const queueKey = (slug: string) => doorKey(slug, 'queue');
const untilKey = (slug: string) => doorKey(slug, 'until');
const DEVICE_KEY = 'majlis.door.device';

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // A full or blocked storage: the screen works on, the copy is just not kept.
  }
}

export function readCachedGuests(slug: string): DoorGuest[] | null {
  try {
    const parsed: unknown = JSON.parse(read(guestsKey(slug)) ?? 'null');
    return Array.isArray(parsed) ? (parsed as DoorGuest[]) : null;
  } catch {
    return null;
  }
}

/** Kept only while the event's copy is needed: a screen left open past the day's end writes none. */
export function cacheGuests(slug: string, guests: readonly DoorGuest[]): void {
  const until = Date.parse(read(untilKey(slug)) ?? '');
  if (Date.now() < until) write(guestsKey(slug), JSON.stringify(guests));
}

export function readQueue(slug: string): QueuedWrite[] {
  return parseQueue(read(queueKey(slug)));
}

export function storeQueue(slug: string, queue: readonly QueuedWrite[]): void {
  write(queueKey(slug), JSON.stringify(queue));
}

/** The name this phone signs its check-ins with, made once. */
export function deviceName(): string {
  const known = read(DEVICE_KEY);
  if (known) return known;
  const made = labels.checkIn.doorPhone(crypto.randomUUID().slice(0, 4));
  write(DEVICE_KEY, made);
  return made;
}

/** Records until when this event's copy is needed (the door screen's opening does, each time). */
export function keepDoorCopyUntil(slug: string, until: number): void {
  write(untilKey(slug), new Date(until).toISOString());
}
