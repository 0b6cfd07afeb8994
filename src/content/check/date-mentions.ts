/** A day or a span of days written in prose, e.g. "Thursday, 13 February 2025" or "9 to 12 February". */
export interface DateMention {
  /** Where the mention starts in the text. */
  index: number;
  text: string;
  /** First and last day, as YYYY-MM-DD. */
  first: string;
  last: string;
  /** The weekday written with a single day (0 = Sunday), when there is one. */
  weekday?: number;
}

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

const MONTH = `(${MONTHS.join('|')})`;
const WEEKDAY = `(?:(${WEEKDAYS.join('|')}),?\\s+)?`;
const DAY = '(\\d{1,2})(?:st|nd|rd|th)?';
const SPAN = `(?:\\s*(?:to|and|until|-|–|—)\\s*${DAY})?`;
const YEAR = '(?:,?\\s+(\\d{4}))?';
// "13 February 2025", "9 to 12 February 2025", "Thursday, 13 February".
const DAY_FIRST = new RegExp(`\\b${WEEKDAY}${DAY}${SPAN}\\s+${MONTH}${YEAR}\\b`, 'gi');
// "February 13, 2025", "February 9 to 12, 2025", "Thursday, February 13".
const MONTH_FIRST = new RegExp(`\\b${WEEKDAY}${MONTH}\\s+${DAY}${SPAN}${YEAR}\\b`, 'gi');

/**
 * Finds the dates written in prose; a mention without a year takes `defaultYear`. Impossible
 * days (31 February) are not mentions.
 */
export function findDateMentions(text: string, defaultYear: number): DateMention[] {
  const mentions: DateMention[] = [];
  for (const match of text.matchAll(DAY_FIRST)) {
    const [, weekday, first, last, month, year] = match;
    push(mentions, match, weekday, month, first, last, year, defaultYear);
  }
  for (const match of text.matchAll(MONTH_FIRST)) {
    const [, weekday, month, first, last, year] = match;
    push(mentions, match, weekday, month, first, last, year, defaultYear);
  }
  return mentions.sort((a, b) => a.index - b.index);
}

function push(
  mentions: DateMention[],
  match: RegExpExecArray,
  weekday: string | undefined,
  month: string | undefined,
  firstDay: string | undefined,
  lastDay: string | undefined,
  year: string | undefined,
  defaultYear: number,
): void {
  const monthIndex = MONTHS.indexOf((month ?? '').toLowerCase());
  const yearNumber = year ? Number(year) : defaultYear;
  const first = isoDay(yearNumber, monthIndex, Number(firstDay));
  const last = lastDay ? isoDay(yearNumber, monthIndex, Number(lastDay)) : first;
  if (!first || !last || last < first) return;
  const mention: DateMention = { index: match.index, text: match[0], first, last };
  if (weekday && !lastDay) mention.weekday = WEEKDAYS.indexOf(weekday.toLowerCase());
  mentions.push(mention);
}

function isoDay(year: number, monthIndex: number, day: number): string | undefined {
  const date = new Date(Date.UTC(year, monthIndex, day));
  if (date.getUTCMonth() !== monthIndex || date.getUTCDate() !== day) return undefined;
  return date.toISOString().slice(0, 10);
}

/** The weekday (0 = Sunday) of a YYYY-MM-DD day. */
export function weekdayOf(isoDate: string): number {
  return new Date(`${isoDate}T00:00:00Z`).getUTCDay();
}
