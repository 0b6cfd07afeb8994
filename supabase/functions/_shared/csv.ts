// CSV as the staff app's exports and a person's data archive write it: RFC 4180 quoting, and a cell
// that a spreadsheet would read as a formula is neutralised with a leading apostrophe, so opening
// the file never runs what a visitor typed into a form. A formula starts with =, +, -, @, their
// full-width forms (＝ ＋ － ＠, which spreadsheets in East Asian locales read as the same), or a

// tab or carriage return. Characters that only steer direction or are invisible (U+202E, U+200B,
// the isolates, the BOM …) are removed first: they hide a formula's start from the eye and from
// this check. Zero-width (non-)joiners stay, since emoji and Persian names need them, and are
// looked past. A cell with a semicolon is quoted, so a spreadsheet that splits on ';' (many
// European locales) cannot make a formula of what follows it.

const FORMULA_START = /^[\u200C\u200D]*[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;
const DIRECTION_AND_INVISIBLE =
  /[\u061C\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g;

/** Starts the file, so Excel reads it as UTF-8 and shows Arabic names (not mojibake). */
export const CSV_BOM = '\uFEFF';

/** One cell: null and undefined are empty, objects (JSON columns) are written as JSON. */
export function csvCell(value: unknown): string {
  let text =
    value === null || value === undefined
      ? ''
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);
  text = text.replace(DIRECTION_AND_INVISIBLE, '');
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",;\r\n]/.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record, with the CRLF line end RFC 4180 asks for. */
export function csvLine(cells: readonly unknown[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** A header row and one row per record. */
export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return [header, ...rows].map(csvLine).join('');
}
