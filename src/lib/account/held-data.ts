// What is held under a member's address, as readable sections (docs/behaviour/member-account.md#your-data):
// the export's own rows (my_personal_data), each table titled as the archive's README titles it,
// each row a list of labelled values. Links that would let their holder in are taken out as the
// export takes them out. Pure, so it is table-tested.
import { withoutAccessLinks } from '~functions/_shared/privacy/access-links.ts';
import { TABLE_DESCRIPTIONS } from '~functions/_shared/privacy/table-descriptions.ts';

export type HeldTables = Readonly<Record<string, readonly Record<string, unknown>[]>>;

export interface HeldField {
  label: string;
  value: string;
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

/** One value as text, or null when there is nothing to show. */
export function valueText(value: unknown, timeZone = 'Asia/Riyadh'): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') {
    if (TIMESTAMP.test(value) && !Number.isNaN(Date.parse(value))) {
      return new Intl.DateTimeFormat('en-GB', {
        dateStyle: 'long',
        timeStyle: 'short',
        timeZone,
      }).format(new Date(value));
    }
    return withoutAccessLinks(value);
  }
  if (Array.isArray(value)) {
    const items = value.map((item) => valueText(item, timeZone)).filter((item) => item !== null);
    return items.length === 0 ? null : items.join(', ');
  }
  if (typeof value === 'object') {
    const pairs = Object.entries(value)
      .map(([key, inner]) => [columnLabel(key), valueText(inner, timeZone)] as const)
      .filter(([, text]) => text !== null)
      .map(([key, text]) => `${key}: ${text}`);
    return pairs.length === 0 ? null : pairs.join('; ');
  }
  return null;
}

/** The row's shown fields, in the row's own column order. */
export function rowFields(row: Readonly<Record<string, unknown>>): HeldField[] {
  return Object.entries(row).flatMap(([column, value]) => {
    if (isHidden(column)) return [];
    const text = valueText(value);
    return text === null ? [] : [{ label: columnLabel(column), value: text }];
  });
}

/** "your contact record" → "Your contact record"; a table the README does not name, by its name. */
export function sectionTitle(table: string): string {
  const description = TABLE_DESCRIPTIONS[table] ?? columnLabel(table);
  return description.charAt(0).toUpperCase() + description.slice(1);
}

/** The tables that hold something, in the export's order, and the titles of those that hold nothing. */
export function heldSections(tables: HeldTables): { held: HeldSection[]; empty: string[] } {
  const held: HeldSection[] = [];
  const empty: string[] = [];
  for (const [table, rows] of Object.entries(tables)) {
    if (rows.length === 0)
      empty.push(TABLE_DESCRIPTIONS[table] ?? columnLabel(table).toLowerCase());
    else held.push({ table, title: sectionTitle(table), rows: rows.map(rowFields) });
  }
  return { held, empty };
}
