// Marks one stored row as handled (… where id = $1 and <mark> is null) and returns it, so a job
// that runs twice (at least once delivery, or a hosted retry) still acts once. A failed action
// releases the mark with releaseClaim, so the next attempt may act.
import type { TablesUpdate } from '../database.types.ts';
import type { FunctionsClient } from '../types.ts';

export type SubmissionTable = 'membership_requests' | 'event_requests' | 'contacts';
/** The timestamp columns that record an action on a submission (each exists where it is used). */
export type MarkColumn = 'confirmation_sent_at' | 'make_forwarded_at';

/** Sets or clears a mark. The column is chosen at run time, so the patch is typed by hand. */
function markPatch(column: MarkColumn, value: string | null): TablesUpdate<SubmissionTable> {
  return { [column]: value };
}

export interface ClaimByIdQuery {
  table: SubmissionTable;
  id: string;
  markColumn: MarkColumn;
  /** The columns the caller wants back from the row. */
  columns: readonly string[];
  now: Date;
}

export type ClaimByIdResult =
  | { state: 'claimed'; row: Record<string, unknown> }
  | { state: 'already-done' }
  | { state: 'missing' };

export async function claimSubmissionById(
  serviceClient: FunctionsClient,
  query: ClaimByIdQuery,
): Promise<ClaimByIdResult> {
  const { data: claimed, error } = await serviceClient
    .from(query.table)
    .update(markPatch(query.markColumn, query.now.toISOString()))
    .eq('id', query.id)
    .is(query.markColumn, null)
    .select(['id', ...query.columns].join(','));
  if (error) throw new Error(`Could not mark ${query.table} row: ${error.message}`);
  const row = (claimed as unknown as Record<string, unknown>[] | null)?.[0];
  if (row) return { state: 'claimed', row };

  const { data: existing, error: readError } = await serviceClient
    .from(query.table)
    .select('id')
    .eq('id', query.id)
    .maybeSingle();
  if (readError) throw new Error(`Could not read ${query.table} row: ${readError.message}`);
  return existing ? { state: 'already-done' } : { state: 'missing' };
}

/** Undoes a claim when the action itself failed, so the job's next attempt may act. */
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
