// When a campaign goes, in Riyadh time, as the rest of the app shows times (the events are in
// Riyadh, src/lib/events/format.ts): the schedule field's value (a datetime-local input, read as
// Riyadh's wall clock whatever the browser's zone) and the instant the database stores, both ways.
// Riyadh is UTC+3 all year (no daylight saving). Pure, table-tested
// (tests/unit/crm/campaign-riyadh-time.test.ts).
import { EVENT_TIME_ZONE, EVENT_TIME_ZONE_LABEL } from '../../events/format.ts';
import { labels } from '../labels.ts';
import { crmDateFormat } from '../staff-format.ts';

const RIYADH_OFFSET_MS = 3 * 60 * 60 * 1000;
const WALL_CLOCK = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/;

/** The schedule field's value for an instant: 'YYYY-MM-DDTHH:mm' on Riyadh's clock. */
export function riyadhWallClock(instant: Date): string {
  return new Date(instant.getTime() + RIYADH_OFFSET_MS).toISOString().slice(0, 16);
}

/** The instant a Riyadh wall-clock value names, or null when it is not one. */
export function instantOfRiyadhWallClock(value: string): Date | null {
  const match = WALL_CLOCK.exec(value);
  if (!match) return null;
  const instant = new Date(`${match[1]}T${match[2]}:00+03:00`);
  if (Number.isNaN(instant.getTime()) || riyadhWallClock(instant) !== value) return null;
  return instant;
}

/** Day, month, year and 24-hour time on Riyadh's clock. */
const RIYADH_INSTANT: Intl.DateTimeFormatOptions = {
  timeZone: EVENT_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};

let english: Intl.DateTimeFormat | undefined;

/** "5 Dec 2025, 14:30 AST": an instant on Riyadh's clock, in English whoever reads it (files). */
export function formatRiyadh(instant: Date | string): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  english ??= new Intl.DateTimeFormat('en-GB', RIYADH_INSTANT);
  return `${english.format(date).replace(/[\u202f\u00a0]/g, ' ')} ${EVENT_TIME_ZONE_LABEL}`;
}

/** The same instant as the staff app shows it, in the staff member's language and digits. */
export function formatRiyadhShown(instant: Date | string): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  const text = crmDateFormat(RIYADH_INSTANT)
    .format(date)
    .replace(/[\u202f\u00a0]/g, ' ');
  return `${text} ${labels.campaigns.riyadhZone}`;
}
