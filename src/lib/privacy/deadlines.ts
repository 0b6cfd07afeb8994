// The clocks of people's requests and of incidents (docs/behaviour/privacy-requests.md), written
// once: supabase/migrations/20251127030000_privacy_requests.sql uses the same figures (720 hours,
// one extension of at most 720 more, 72 hours to notify), pinned by
// tests/integration/database/privacy-requests.test.ts. Days are whole 24-hour days: Riyadh keeps
// no daylight saving, so these are calendar days there.

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Days to answer a verified request, counted from verification (the receipt it can act on). */
export const ANSWER_DAYS = 30;
/** The one extension allowed, in days at most. */
export const MAX_EXTENSION_DAYS = 30;
/** Hours from an incident's discovery to notify SDAIA (docs/privacy/breach-procedure.md). */
export const NOTIFY_HOURS = 72;

export function dueDateOf(verifiedAt: Date): Date {
  return new Date(verifiedAt.getTime() + ANSWER_DAYS * DAY_MS);
}

/** The latest date an extension may set: the due date plus MAX_EXTENSION_DAYS. */
export function latestExtensionOf(dueAt: Date): Date {
  return new Date(dueAt.getTime() + MAX_EXTENSION_DAYS * DAY_MS);
}

export interface Extendable {
  status: string;
  extendedUntil: Date | null;
}

/** Whether staff may still extend: verified, not closed, and never extended before. */
export function canExtend(request: Extendable): boolean {
  return request.status === 'open' && request.extendedUntil === null;
}

/** Whether `days` is an extension SQL accepts: a whole number from 1 to MAX_EXTENSION_DAYS. */
export function isExtensionDays(days: number): boolean {
  return Number.isInteger(days) && days >= 1 && days <= MAX_EXTENSION_DAYS;
}

export function extendedDueDate(dueAt: Date, days: number): Date {
  if (!isExtensionDays(days))
    throw new RangeError(`An extension is 1 to ${MAX_EXTENSION_DAYS} days`);
  return new Date(dueAt.getTime() + days * DAY_MS);
}

/** Riyadh's offset from UTC: +3 hours all year (no daylight saving). */
const RIYADH_OFFSET_MS = 3 * HOUR_MS;

/** The calendar day in Riyadh a moment falls on, as a day number. */
const riyadhDay = (moment: Date) => Math.floor((moment.getTime() + RIYADH_OFFSET_MS) / DAY_MS);

/**
 * Calendar days in Riyadh left until `deadline`: 30 right after verification (as the person is
 * told), 0 on its last day, negative once it has passed (-1 within its first day overdue). Whole
 * 24-hour days read 29 a second after verification, while the person's mail said 30.
 */
export function daysLeft(deadline: Date, now: Date): number {
  const days = riyadhDay(deadline) - riyadhDay(now);
  return now.getTime() <= deadline.getTime() ? days : Math.min(-1, days);
}

/** The deadline to notify SDAIA of an incident. */
export function notifyByOf(discoveredAt: Date): Date {
  return new Date(discoveredAt.getTime() + NOTIFY_HOURS * HOUR_MS);
}

/**
 * Whole hours left to notify, rounded down so the figure never promises time that is not there
 * ("within 31 h" means at least 31 hours remain); negative once the 72 hours are over.
 */
export function hoursLeft(deadline: Date, now: Date): number {
  return Math.floor((deadline.getTime() - now.getTime()) / HOUR_MS);
}

/** The days-left figure in words, for the list (overdue stated in words as well as colour). */
export function daysLeftText(days: number): string {
  if (days < 0) return `Overdue by ${-days} ${-days === 1 ? 'day' : 'days'}`;
  if (days === 0) return 'Due today';
  return `${days} ${days === 1 ? 'day' : 'days'} left`;
}

/** The incident clock in words. */
export function notifyText(hours: number): string {
  if (hours < 0) return `Notification overdue by ${-hours} h`;
  return `Notify SDAIA within ${hours} h`;
}
