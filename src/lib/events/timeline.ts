/** Anything with an end date: an event entry's data, or a test fixture. */
export interface Dated {
  end: Date;
  start: Date;
}

/** Whether an event is still ahead of `now` or has taken place. */
export type EventPhase = 'upcoming' | 'past';

/** An event stays upcoming until it has ended; from its end instant on it is past. */
export function eventPhase(event: Dated, now: Date): EventPhase {
  return event.end.getTime() > now.getTime() ? 'upcoming' : 'past';
}

/**
 * Splits events into upcoming (soonest first) and past (most recent first).
 * Computed at build time, never hand-listed.
 */
export function splitUpcomingPast<T extends { data: Dated }>(
  events: readonly T[],
  now: Date,
): { upcoming: T[]; past: T[] } {
  const upcoming = events
    .filter((event) => eventPhase(event.data, now) === 'upcoming')
    .sort((a, b) => a.data.start.getTime() - b.data.start.getTime());
  const past = events
    .filter((event) => eventPhase(event.data, now) === 'past')
    .sort((a, b) => b.data.start.getTime() - a.data.start.getTime());
  return { upcoming, past };
}

/** What the home page features: the next event to come, if any, and the most recent past ones. */
export function nextAndRecent<T extends { data: Dated }>(
  events: readonly T[],
  now: Date,
  recentCount: number,
): { next: T | undefined; recent: T[] } {
  const { upcoming, past } = splitUpcomingPast(events, now);
  return { next: upcoming[0], recent: past.slice(0, recentCount) };
}
