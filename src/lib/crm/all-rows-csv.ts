// The All table's CSV export (docs/behaviour/staff-app.md#the-all-table): every row of the view
// the staff member is looking at, read from crm_all_rows in keyset pages with their own session
// (so RLS applies) and written out page by page, so no copy of the whole table is ever held.
import type { TypedSupabaseClient } from '../supabase/typed-client.ts';
import {
  afterRowFilter,
  ROW_COLUMNS,
  selectAllRows,
  SORT_COLUMNS,
  type AllQuery,
} from './all-rows-query.ts';
import { CSV_BOM, csvLine } from '../../../supabase/functions/_shared/csv.ts';
import { formatLastLoginIn, fromViewRow, typeLabel, type ViewRow } from './unified-rows.ts';
import { englishLabels } from './labels.ts';

/** The column keys, the file's first row: English whatever the staff member reads. */
export function csvKeys(): readonly string[] {
  return englishLabels.all.csvHeader;
}

/** Rows per read: 50,000 rows take five reads (each sorts the view), and one page is ~1 MB. */
export const EXPORT_PAGE = 10_000;

/** The file's name for a download on a given day, e.g. majlis-crm-2025-11-26.csv. */
export function exportFileName(now: Date): string {
  return `majlis-crm-${now.toISOString().slice(0, 10)}.csv`;
}

/**
 * The CSV in chunks: the byte-order mark and the English column keys, then, for a staff member
 * who reads another language, the same header in it (docs/behaviour/staff-app.md#language), then
 * one chunk per page. A failed read throws, so the response is cut off and the download fails
 * instead of ending short.
 */
export async function* allRowsCsv(
  supabase: TypedSupabaseClient,
  query: AllQuery,
  timeZone: string,
  pageSize = EXPORT_PAGE,
  localHeader: readonly string[] | null = null,
): AsyncGenerator<string> {
  yield CSV_BOM + csvLine(csvKeys()) + (localHeader ? csvLine(localHeader) : '');
  const column = SORT_COLUMNS[query.sort];
  const columns = ROW_COLUMNS.split(', ').includes(column)
    ? ROW_COLUMNS
    : `${ROW_COLUMNS}, ${column}`;
  let last: { value: string; rowKey: string } | null = null;
  for (;;) {
    let request = selectAllRows(supabase, query, columns);
    if (last) request = request.or(afterRowFilter(column, query.direction, last));
    const { data, error } = await request
      .limit(pageSize)
      .overrideTypes<(ViewRow & Record<string, string | null>)[], { merge: false }>();
    if (error) throw new Error(`Reading the rows failed: ${error.message}`);
    if (data.length === 0) return;
    let chunk = '';
    for (const source of data) {
      const row = fromViewRow(source);
      chunk += csvLine([
        typeLabel(row.kind),
        row.name,
        row.title,
        row.email,
        row.company,
        row.industry,
        row.message,
        row.status,
        formatLastLoginIn(row.lastLogin, timeZone),
        row.attendance,
      ]);
    }
    yield chunk;
    if (data.length < pageSize) return;
    const end = data[data.length - 1]!;
    last = { value: String(end[column] ?? ''), rowKey: end.row_key ?? '' };
  }
}
