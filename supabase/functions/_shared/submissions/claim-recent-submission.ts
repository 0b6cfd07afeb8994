// Finds the row a visitor just submitted and marks it as handled in one conditional update
// (... where <mark> is null), so two racing calls can never both act on it.
import type { TablesUpdate } from '../database.types.ts';
import type { FunctionsClient } from '../types.ts';
import {
  escapeLikePattern,
  pickRecentSubmission,
  windowStart,
  type SubmissionRow,
} from './recent-submission-rule.ts';

export type SubmissionTable = 'membership_requests' | 'event_requests' | 'contacts';
/** The timestamp columns that record an action on a submission (each exists where it is used). */
export type MarkColumn = 'confirmation_sent_at' | 'make_forwarded_at';

/** Sets or clears a mark. The column is chosen at run time, so the patch is typed by hand. */
function markPatch(column: MarkColumn, value: string | null): TablesUpdate<SubmissionTable> {
  return { [column]: value };
}

export interface ClaimQuery {
  table: SubmissionTable;
  email: string;
  /** The timestamp column that records the action; null means "not done yet". */
  markColumn: MarkColumn;
  /** Extra equality conditions, e.g. { event_type: 'dinner' }. */
  match?: Record<string, string>;
  /** Further columns the caller wants back from the row. */
  columns?: readonly string[];
  now: Date;
  windowMinutes: number;
}

export type ClaimedRow = SubmissionRow & Record<string, unknown>;

/** Returns the claimed row, or null when there is nothing (left) to act on. */
export async function claimRecentSubmission(
  serviceClient: FunctionsClient,
  query: ClaimQuery,
): Promise<ClaimedRow | null> {
  const columns = ['id', 'email', 'created_at', ...(query.columns ?? [])].join(',');
  let select = serviceClient
    .from(query.table)
    .select(columns)
    .ilike('email', escapeLikePattern(query.email))
    .gt('created_at', windowStart(query.now, query.windowMinutes).toISOString())
    .is(query.markColumn, null);
  for (const [column, value] of Object.entries(query.match ?? {}))
    select = select.eq(column, value);
  const { data: candidates, error } = await select
    .order('created_at', { ascending: false })
    .limit(10);
  if (error) throw new Error(`Could not look up ${query.table}: ${error.message}`);

  const row = pickRecentSubmission(
    (candidates ?? []) as unknown as ClaimedRow[],
    query.email,
    query.now,
    query.windowMinutes,
  );
  if (!row) return null;

  const { data: claimed, error: claimError } = await serviceClient
    .from(query.table)
    .update(markPatch(query.markColumn, query.now.toISOString()))
    .eq('id', row.id)
    .is(query.markColumn, null)
    .select('id');
  if (claimError) throw new Error(`Could not mark ${query.table} row: ${claimError.message}`);
  return claimed && claimed.length === 1 ? row : null;
}

/** Undoes a claim when the action itself failed, so a later call may try again. */
export async function releaseClaim(
  serviceClient: FunctionsClient,
  table: SubmissionTable,
  markColumn: MarkColumn,
  id: string,
): Promise<void> {
  const { error } = await serviceClient
    .from(table)
    .update(markPatch(markColumn, null))
    .eq('id', id);
  if (error) throw new Error(`Could not release ${table} row ${id}: ${error.message}`);
}
