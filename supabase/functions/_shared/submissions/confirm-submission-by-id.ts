// The confirmation mails after a visitor's form (join, newsletter, forum or dinner): jobs
// (supabase/migrations/…_after_insert_jobs.sql, …_visitor_confirmation_jobs.sql) that the service
// role runs with the id of the stored row and the row itself, as the claim read it. The job row is
// the record of the send (…_staff_decision_jobs.sql): a failed send answers 502 and the job is
// retried; a run by hand for a row whose job is done sends nothing.
import { requireServiceRole } from '../auth/require-service-role.ts';
import { defineJsonFunction } from '../http/define-handler.ts';
import { HttpError } from '../http/respond.ts';
import { jobInput } from '../jobs/job-input.ts';
import { doneBefore, jobTarget, type JobTable } from '../jobs/job-target.ts';
import type { ComposedMail } from '../mail/compose-mail.ts';
import { prepareMarketingMail, type MarketingMailParts } from '../mail/marketing-mail.ts';
import type { SiteBrand } from '../mail/templates/site-brand.ts';
import { readSettings } from '../settings.ts';
import type { FunctionDeps, FunctionHandler } from '../types.ts';

export interface StoredConfirmation {
  /** The function sending it: the job's kind and the mail's tag. */
  tag: string;
  table: JobTable;
  id: string;
  /** The job run this is (the runner sends it); absent when the service role runs it by hand. */
  jobId: string | undefined;
  /** The row as the job's claim read it. */
  target: Record<string, unknown> | undefined;
  /** Marketing mail (the newsletter's): sent only under consent, with one-click unsubscribe. */
  marketing?: boolean;
  compose(
    row: Record<string, unknown>,
    site: SiteBrand,
    marketing: MarketingMailParts | null,
  ): ComposedMail;
}

export type ConfirmationResult =
  { sent: true } | { sent: false; reason: 'already sent' | 'consent withdrawn' };

export async function confirmStoredSubmission(
  request: Request,
  deps: FunctionDeps,
  confirmation: StoredConfirmation,
): Promise<ConfirmationResult> {
  requireServiceRole(request, deps);
  const settings = readSettings(deps.env);
  const row = await jobTarget(deps, confirmation.table, confirmation.id, confirmation.target);
  if (await doneBefore(deps, confirmation.tag, confirmation.id, confirmation.jobId)) {
    return { sent: false, reason: 'already sent' };
  }
  try {
    const marketing = confirmation.marketing
      ? await prepareMarketingMail(deps, confirmation.id, settings.siteUrl)
      : null;
    // Consent withdrawn since the job was queued: the job is done, and nothing is sent.
    if (confirmation.marketing && !marketing) return { sent: false, reason: 'consent withdrawn' };
    const mail = confirmation.compose(row, settings, marketing);
    await deps.mailer.send({
      to: String(row['email']),
      tag: confirmation.tag,
      ...mail,
      ...(marketing ? { headers: marketing.headers } : {}),
    });
  } catch (error) {
    deps.log('error', `${confirmation.tag}: the confirmation could not be sent`, error);
    throw new HttpError(502, 'The confirmation could not be sent');
  }
  return { sent: true };
}

/** A confirmation function: the runner's job body (jobInput) names the row it confirms. */
export function defineConfirmationFunction(
  confirmation: Omit<StoredConfirmation, 'id' | 'jobId' | 'target'>,
): FunctionHandler {
  return defineJsonFunction({
    name: confirmation.tag,
    input: jobInput,
    handle: (input, { request, deps }) =>
      confirmStoredSubmission(request, deps, {
        ...confirmation,
        id: input.requestId,
        jobId: input.jobId,
        target: input.target,
      }),
  });
}

/** A text column's value, or '' when it is null or not text. */
export function textOf(row: Record<string, unknown>, column: string): string {
  const value = row[column];
  return typeof value === 'string' ? value : '';
}
