// What staff read after exporting a person's data (docs/privacy/export-and-erasure.md#export):
// how much went into the archive, and where it went. Pure, so it is table-tested.

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

/** What erasing removes, for the confirm dialog. */
export function erasureConsequences(name: string): string {
  return `This removes ${name} from every table (contact, requests, messages, notes, timeline, checklist, consents, invitations and check-ins, mails), deletes their stored files and their sign-in account, and cancels mails not yet sent. Only a one-way hash of the address is kept, so staff and imports cannot subscribe it to marketing again. It cannot be undone.`;
}
