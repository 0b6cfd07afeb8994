/** Anything with an end date: an event entry's data, or a test fixture. */
export interface Dated {
  end: Date;
  start: Date;
}

/**
 * Splits events into upcoming (soonest first) and past (most recent first).
 * An event stays upcoming until it has ended. Computed at build time, never hand-listed.
 */
export function splitUpcomingPast<T extends { data: Dated }>(
  events: readonly T[],
  now: Date,
): { upcoming: T[]; past: T[] } {
  const upcoming = events
    .filter((event) => event.data.end.getTime() > now.getTime())
    .sort((a, b) => a.data.start.getTime() - b.data.start.getTime());
  const past = events
    .filter((event) => event.data.end.getTime() <= now.getTime())
    .sort((a, b) => b.data.start.getTime() - a.data.start.getTime());
  return { upcoming, past };
}
