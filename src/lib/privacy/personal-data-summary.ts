// What staff read after exporting or erasing a person's data (docs/privacy/export-and-erasure.md):
// how much went into the archive and where it went, or how much was erased. Pure, so it is
// table-tested.

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** "Exported 42 rows from 9 tables and 2 files; the link was mailed to layla@example.org." */
export function exportSummary(
  rows: Readonly<Record<string, number>>,
  files: number,
  email: string,
): string {
  const counts = Object.values(rows);
  const total = counts.reduce((sum, count) => sum + count, 0);
  const tables = counts.filter((count) => count > 0).length;
  return `Exported ${plural(total, 'row', 'rows')} from ${plural(tables, 'table', 'tables')} and ${plural(files, 'file', 'files')}; the link was mailed to ${email}.`;
}

/** A table's name as staff read it: "newsletter_signups" → "newsletter signups". */
const tableWords = (table: string) => table.replaceAll('_', ' ');

/**
 * "Erased 9 rows from 3 tables and 1 file: contacts 1, newsletter signups 2, consents 6." What
 * staff read after an erasure: every table the erasure answered a count for, the newsletter
 * sign-ups among them, in the order it erased them; tables with nothing are left out.
 */
export function erasureSummary(rows: Readonly<Record<string, number>>, files: number): string {
  const erased = Object.entries(rows).filter(([, count]) => count > 0);
  const total = erased.reduce((sum, [, count]) => sum + count, 0);
  const head = `Erased ${plural(total, 'row', 'rows')} from ${plural(erased.length, 'table', 'tables')} and ${plural(files, 'file', 'files')}`;
  if (!erased.length) return `${head}.`;
  return `${head}: ${erased.map(([table, count]) => `${tableWords(table)} ${count}`).join(', ')}.`;
}

/** What erasing removes, for the confirm dialog. */
export function erasureConsequences(name: string): string {
  return `This removes ${name} from every table (contact, requests, messages, notes, timeline, checklist, consents, newsletter sign-ups, invitations and check-ins, mails), deletes their stored files and their sign-in account, and cancels mails not yet sent. Only a one-way hash of the address is kept, so staff and imports cannot subscribe it to marketing again. It cannot be undone.`;
}
