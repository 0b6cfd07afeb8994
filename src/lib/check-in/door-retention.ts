// How long the door phone keeps an event's guest list (docs/privacy/dpia.md, D3): the copy exists
// so the door works without signal during the event, so it is kept until the end of the day the
// event ends on, in the event's time zone (Riyadh: an evening that runs past midnight keeps its
// list to the end of that next day), and removed at the first opening of the door screen or the
// staff workspace after that. Writes the server never answered (a phone offline since the event)
// wait a week more to be sent, then go too. Pure: door-storage.ts applies it to localStorage.

import { EVENT_TIME_ZONE } from '../events/format.ts';

export const DOOR_KEY_PREFIX = 'majlis.door.';
/** How long unsent writes outlive their event's list, for the phone to come back online. */
export const UNSENT_WRITES_GRACE_MS = 7 * 86_400_000;

/** The parts of an event the door phone keeps, each under majlis.door.<slug>.<part>. */
const PARTS = ['guests', 'queue', 'until'] as const;
type Part = (typeof PARTS)[number];

export const doorKey = (slug: string, part: Part) => `${DOOR_KEY_PREFIX}${slug}.${part}`;

/** The zone's offset from UTC at an instant, in ms (+3 h for Riyadh). */
function offsetMs(at: number, timeZone: string): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')!.value;
  const match = /GMT([+-])(\d\d):(\d\d)/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return (match[1] === '-' ? -1 : 1) * minutes * 60_000;
}

/** The instant the event's copy stops being needed: midnight after the day its end falls on. */
export function doorCopyKeptUntil(end: string, timeZone: string = EVENT_TIME_ZONE): number {
  const endsAt = Date.parse(end);
  const local = new Date(endsAt + offsetMs(endsAt, timeZone));
  const nextMidnight = Date.UTC(
    local.getUTCFullYear(),
    local.getUTCMonth(),
    local.getUTCDate() + 1,
  );
  return nextMidnight - offsetMs(nextMidnight, timeZone);
}

/** Whether a stored queue holds any write (an empty or unreadable one holds nothing to send). */
function holdsWrites(stored: string | undefined): boolean {
  try {
    const parsed: unknown = JSON.parse(stored ?? '[]');
    return Array.isArray(parsed) && parsed.length > 0;
  } catch {
    return false;
  }
}

/**
 * The door keys to remove now, from a snapshot of the phone's storage. An event's list goes once
 * its keep-until has passed, or at once when it has none (left before this rule, so its event is
 * unknown); its queue goes with it when empty, else a week later. The phone's own name stays.
 */
export function doorKeysToForget(stored: ReadonlyMap<string, string>, now: number): string[] {
  const slugs = new Set<string>();
  for (const key of stored.keys()) {
    const part = PARTS.find((p) => key.startsWith(DOOR_KEY_PREFIX) && key.endsWith(`.${p}`));
    if (part) slugs.add(key.slice(DOOR_KEY_PREFIX.length, -(part.length + 1)));
  }
  const forget: string[] = [];
  for (const slug of slugs) {
    const until = Date.parse(stored.get(doorKey(slug, 'until')) ?? '');
    const over = Number.isNaN(until) || now >= until;
    if (!over) continue;
    const queue = stored.get(doorKey(slug, 'queue'));
    const queueGoes = !holdsWrites(queue) || now >= until + UNSENT_WRITES_GRACE_MS;
    for (const part of PARTS) {
      const key = doorKey(slug, part);
      if (!stored.has(key)) continue;
      // The keep-until stays while unsent writes wait, so their week is counted from it.
      if ((part === 'queue' || part === 'until') && !queueGoes) continue;
      forget.push(key);
    }
  }
  return forget.sort();
}

/** Every event's door keys, for signing out: the phone's own name stays (it names no one). */
export function allDoorEventKeys(keys: Iterable<string>): string[] {
  return [...keys]
    .filter((key) => key.startsWith(DOOR_KEY_PREFIX) && PARTS.some((p) => key.endsWith(`.${p}`)))
    .sort();
}
