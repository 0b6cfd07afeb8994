// The confirmation mails after a visitor's form (join, newsletter, forum or dinner): after-insert
// jobs (supabase/migrations/…_after_insert_jobs.sql, …_visitor_confirmation_jobs.sql) that the
// service role runs with the id of the stored row. The mail is composed from that row and sent
// once; a failed send releases the claim and answers 502, so the job is retried.
import { requireServiceRole } from '../auth/require-service-role.ts';
import { createServiceClient } from '../clients.ts';
import { HttpError } from '../http/respond.ts';
import type { ComposedMail } from '../mail/compose-mail.ts';
import type { SiteBrand } from '../mail/templates/site-brand.ts';
import { readSettings } from '../settings.ts';
import type { FunctionDeps } from '../types.ts';
import {
  claimSubmissionById,
  releaseClaim,
  type SubmissionTable,
} from './claim-submission-by-id.ts';
import { REQUEST_NOT_FOUND } from './request-status.ts';

export const CONFIRMATION_MARK = 'confirmation_sent_at';

export interface StoredConfirmation {
  /** The function sending it; becomes the mail's tag. */
  tag: string;
  table: SubmissionTable;
  id: string;
  /** The row's columns the mail needs (the address is read in any case). */
  columns: readonly string[];
  compose(row: Record<string, unknown>, site: SiteBrand): ComposedMail;
}

export type ConfirmationResult = { sent: true } | { sent: false; reason: 'already sent' };

export async function confirmStoredSubmission(
  request: Request,
  deps: FunctionDeps,
  confirmation: StoredConfirmation,
): Promise<ConfirmationResult> {
  requireServiceRole(request, deps);
  const settings = readSettings(deps.env);
  const service = createServiceClient(deps);
  const claim = await claimSubmissionById(service, {
    table: confirmation.table,
    id: confirmation.id,
    markColumn: CONFIRMATION_MARK,
    columns: ['email', ...confirmation.columns],
    now: deps.now(),
  });
  if (claim.state === 'missing') throw new HttpError(404, REQUEST_NOT_FOUND);
  if (claim.state === 'already-done') return { sent: false, reason: 'already sent' };

  try {
    const mail = confirmation.compose(claim.row, settings);
    await deps.mailer.send({ to: String(claim.row['email']), tag: confirmation.tag, ...mail });
  } catch (error) {
    deps.log('error', `${confirmation.tag}: the confirmation could not be sent`, error);
    await releaseClaim(service, confirmation.table, CONFIRMATION_MARK, confirmation.id);
    throw new HttpError(502, 'The confirmation could not be sent');
  }
  return { sent: true };
}

/** A text column's value, or '' when it is null or not text. */
export function textOf(row: Record<string, unknown>, column: string): string {
  const value = row[column];
  return typeof value === 'string' ? value : '';
}
