// The Overview's period (docs/behaviour/staff-app.md#the-overview): whole days in Riyadh, the
// time zone the database counts in (20251202200000_overview_figures.sql), weeks from Sunday.
// Pure, table-tested (tests/unit/crm/overview-period.test.ts).

/** The choices of the period picker: this month, the last 3, 6 or 12 months, or two dates. */
export const PERIOD_CHOICES = ['month', 'months3', 'months6', 'months12', 'custom'] as const;
export type PeriodChoice = (typeof PERIOD_CHOICES)[number];

/** How many calendar months each choice spans, the current one included. */
const MONTHS: Record<Exclude<PeriodChoice, 'custom'>, number> = {
  month: 1,
  months3: 3,
  months6: 6,
  months12: 12,
};

/** A period of whole days, both ends included, as 'YYYY-MM-DD'. */
export interface Period {
  from: string;
  to: string;
}

/** Riyadh is UTC+3 all year (no daylight saving), so its date is UTC's three hours on. */
const RIYADH_OFFSET_MS = 3 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Today's date in Riyadh. */
export function riyadhToday(now: Date): string {
  return new Date(now.getTime() + RIYADH_OFFSET_MS).toISOString().slice(0, 10);
}

/** The period a choice names on a given day; a custom period is kept when its dates are valid. */
export function periodOf(choice: PeriodChoice, today: string, custom?: Period): Period | null {
  if (choice === 'custom') return custom && isValidPeriod(custom) ? custom : null;
  const [year, month] = today.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, month - MONTHS[choice], 1));
  return { from: first.toISOString().slice(0, 10), to: today };
}

/** Two real dates, the first not after the second. */
export function isValidPeriod(period: Period): boolean {
  if (!DATE.test(period.from) || !DATE.test(period.to)) return false;
  const sameDay = (text: string) => new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);
  const valid = (text: string) => !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) && sameDay(text);
  return valid(period.from) && valid(period.to) && period.from <= period.to;
}

/** The date some days after (or before) another. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The days of a week (its Sunday) inside a period, as a period of their own. */
export function weekWithin(week: string, period: Period): Period {
  const last = addDays(week, 6);
  return {
    from: week < period.from ? period.from : week,
    to: last > period.to ? period.to : last,
  };
}

/** The Sunday starting the week a date falls in. */
export function weekOf(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  return new Date(day.getTime() - day.getUTCDay() * DAY_MS).toISOString().slice(0, 10);
}

/** Every week (its Sunday) that a period touches, in order, so a chart has no missing weeks. */
export function weeksOf(period: Period): string[] {
  const weeks: string[] = [];
  for (let week = weekOf(period.from); week <= period.to; week = addDays(week, 7)) {
    weeks.push(week);
  }
  return weeks;
}
