// The row a job is about. The runner's claim read it in its own transaction and sends it along
// (target); a call without it (the service role running a function by hand) reads it here.
import { z } from 'zod';
import { createServiceClient } from '../clients.ts';
import { HttpError } from '../http/respond.ts';
import { REQUEST_NOT_FOUND } from '../submissions/request-status.ts';
import type { FunctionDeps } from '../types.ts';

/** The row as the claim returned it (to_jsonb of the table's row). */
export const jobTargetField = z.record(z.string(), z.unknown()).optional();

export type JobTable =
  | 'membership_requests'
  | 'event_requests'
  | 'contacts'
  | 'newsletter_signups'
  | 'invitations'
  | 'privacy_requests'
  | 'retention_runs';

export async function jobTarget(
  deps: FunctionDeps,
  table: JobTable,
  id: string,
  given: Record<string, unknown> | undefined,
): Promise<Record<string, unknown>> {
  if (given) return given;
  const { data, error } = await createServiceClient(deps)
    .from(table)
    .select('*')
    .eq('id', id)
    .maybeSingle();
  if (error) throw new Error(`Could not read ${table} row ${id}: ${error.message}`);
  if (!data) throw new HttpError(404, REQUEST_NOT_FOUND);
  return data;
}

/** A text column's value, trimmed, or '' when it is null or not text. */
export function textField(row: Record<string, unknown>, column: string): string {
  const value = row[column];
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * A function run by hand (no jobId: not the runner) does not act again for a row whose job of
 * the same kind is done: the job row is the record (…_staff_decision_jobs.sql, job_done).
 */
export async function doneBefore(
  deps: FunctionDeps,
  kind: string,
  id: string,
  jobId: string | undefined,
): Promise<boolean> {
  if (jobId) return false;
  const { data, error } = await createServiceClient(deps).rpc('job_done', {
    job_kind: kind,
    about: id,
  });
  if (error) throw new Error(`Could not read the job record: ${error.message}`);
  return data;
}

/** The id of the job a run belongs to, sent by the runner. */
export const jobIdField = z.uuid({ error: 'jobId must be a job id (a UUID)' }).optional();
