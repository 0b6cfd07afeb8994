// CSV for the All table's export: RFC 4180 quoting, and a cell that a spreadsheet would read as a
// formula (starting with =, +, -, @, or a tab or carriage return) is neutralised with a leading
// apostrophe, so opening the file never runs what a visitor typed into a form.

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A header row and one row per record, CRLF-separated as RFC 4180 asks. */
export function toCsv(
  header: readonly string[],
  rows: readonly (readonly (string | number | null)[])[],
): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
