import type { CatalogueEvent } from './event-capacity.ts';

/** Where an event stands against a moment: not begun, under way, or over. */
export type EventTiming = 'upcoming' | 'begun' | 'ended';

/** An event without an end (older content) is over once it has begun. */
export function eventTiming(
  event: Pick<CatalogueEvent, 'start' | 'end'>,
  now: number,
): EventTiming {
  if (Date.parse(event.start) > now) return 'upcoming';
  return event.end !== undefined && Date.parse(event.end) > now ? 'begun' : 'ended';
}

/**
 * Approving a request mails an invitation at once; for an event already over that mail is a
 * mistake staff should be asked about (docs/behaviour/event-guests.md#mending-mistakes).
 */
export function approvalNeedsWarning(
  event: Pick<CatalogueEvent, 'start' | 'end'> | undefined,
  now: number,
): boolean {
  return event !== undefined && eventTiming(event, now) === 'ended';
}

/** An approved invitation can be withdrawn until the event is over. */
export function canWithdrawInvitation(
  event: Pick<CatalogueEvent, 'start' | 'end'> | undefined,
  now: number,
): boolean {
  return event === undefined || eventTiming(event, now) !== 'ended';
}
