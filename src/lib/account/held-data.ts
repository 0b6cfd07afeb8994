// What is held under a member's address, as readable sections (docs/behaviour/member-account.md#your-data):
// the export's own rows (my_personal_data), each table titled as the archive's README titles it,
// each row a list of labelled values. Links that would let their holder in are taken out as the
// export takes them out. Pure, so it is table-tested.
import { withoutAccessLinks } from '~functions/_shared/privacy/access-links.ts';
import { formatDateIn, formatTimeIn } from '../i18n/format-date.ts';
import type { Locale } from '../i18n/locales.ts';
import { ACCOUNT_WORDS_EN, type HeldWords } from './words.ts';

export type HeldTables = Readonly<Record<string, readonly Record<string, unknown>[]>>;

export interface HeldField {
  label: string;
  value: string;
  /** Set when the label is the column's English name: the page's language has no word for it. */
  englishLabel?: true;
}

export interface HeldSection {
  table: string;
  title: string;
  rows: HeldField[][];
}

/** Columns that say nothing to the person: internal ids and a mail's HTML twin of its text. */
function isHidden(column: string): boolean {
  return column === 'id' || column.endsWith('_id') || column === 'html_body';
}

/** "first_name" → "First name". */
export function columnLabel(column: string): string {
  const words = column.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** An instant as the page's language writes it: English "29 November 2026 at 14:05". */
function instantText(date: Date, locale: Locale, timeZone: string): string {
  if (locale === 'en') {
    return new Intl.DateTimeFormat('en-GB', {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone,
    }).format(date);
  }
  return `${formatDateIn(date, locale, { timeZone })}، ${formatTimeIn(date, locale, timeZone)}`;
}

/** One value as text, or null when there is nothing to show. */
export function valueText(
  value: unknown,
  timeZone = 'Asia/Riyadh',
  words: HeldWords = ACCOUNT_WORDS_EN.data,
): string | null {
  const inner = (item: unknown) => valueText(item, timeZone, words);
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') {
    if (TIMESTAMP.test(value) && !Number.isNaN(Date.parse(value))) {
      return instantText(new Date(value), words.locale, timeZone);
    }
    return withoutAccessLinks(value);
  }
  if (Array.isArray(value)) {
    const items = value.map(inner).filter((item) => item !== null);
    return items.length === 0 ? null : items.join(', ');
  }
  if (typeof value === 'object') {
    const pairs = Object.entries(value)
      .map(([key, item]) => [words.columns[key] ?? columnLabel(key), inner(item)] as const)
      .filter(([, text]) => text !== null)
      .map(([key, text]) => `${key}: ${text}`);
    return pairs.length === 0 ? null : pairs.join('; ');
  }
  return null;
}

/** The row's shown fields, in the row's own column order, labelled in `words`' language. */
export function rowFields(
  row: Readonly<Record<string, unknown>>,
  words: HeldWords = ACCOUNT_WORDS_EN.data,
): HeldField[] {
  return Object.entries(row).flatMap(([column, value]) => {
    if (isHidden(column)) return [];
    const text = valueText(value, 'Asia/Riyadh', words);
    if (text === null) return [];
    const named = words.columns[column];
    if (named !== undefined || words.locale === 'en') {
      return [{ label: named ?? columnLabel(column), value: text }];
    }
    return [{ label: columnLabel(column), value: text, englishLabel: true as const }];
  });
}

/** A table's description as `words` give it; a table they do not name, by its name. */
function tableDescription(table: string, words: HeldWords): string {
  return words.tables[table] ?? columnLabel(table).toLowerCase();
}

/** "your contact record" → "Your contact record". */
export function sectionTitle(table: string, words: HeldWords = ACCOUNT_WORDS_EN.data): string {
  const description = tableDescription(table, words);
  return description.charAt(0).toUpperCase() + description.slice(1);
}

/** The tables that hold something, in the export's order, and the titles of those that hold nothing. */
export function heldSections(
  tables: HeldTables,
  words: HeldWords = ACCOUNT_WORDS_EN.data,
): { held: HeldSection[]; empty: string[] } {
  const held: HeldSection[] = [];
  const empty: string[] = [];
  for (const [table, rows] of Object.entries(tables)) {
    if (rows.length === 0) empty.push(tableDescription(table, words));
    else
      held.push({
        table,
        title: sectionTitle(table, words),
        rows: rows.map((row) => rowFields(row, words)),
      });
  }
  return { held, empty };
}
