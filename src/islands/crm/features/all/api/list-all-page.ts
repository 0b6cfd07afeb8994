import { ROW_COLUMNS, selectAllRows, type AllQuery } from '~/lib/crm/all-rows-query.ts';
import { fromViewRow, type UnifiedRow, type ViewRow } from '~/lib/crm/unified-rows.ts';
import { crmClient } from '../../../api/client.ts';

/** One page of the All table, as the query filters and sorts it, with the true total. */
export async function listAllPage(
  query: AllQuery,
  page: { from: number; size: number },
): Promise<{ rows: UnifiedRow[]; total: number }> {
  const supabase = await crmClient();
  const { data, count, error } = await selectAllRows(supabase, query, ROW_COLUMNS, 'exact')
    .range(page.from, page.from + page.size - 1)
    .overrideTypes<ViewRow[], { merge: false }>();
  if (error) throw error;
  return { rows: data.map(fromViewRow), total: count ?? data.length };
}
