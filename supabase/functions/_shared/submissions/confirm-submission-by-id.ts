// The confirmation mails after a visitor's form (join, newsletter, forum or dinner): jobs
// (supabase/migrations/…_after_insert_jobs.sql, …_visitor_confirmation_jobs.sql) that the service
// role runs with the id of the stored row and the row itself, as the claim read it. The job row is
// the record of the send (…_staff_decision_jobs.sql): a failed send answers 502 and the job is
// retried (a permanent refusal answers 422 and fails it); a run by hand for a row whose job is done sends nothing.
import { defineJobFunction } from '../jobs/define-job-function.ts';
import { jobInput } from '../jobs/job-input.ts';
import type { JobTable } from '../jobs/job-target.ts';
import type { ComposedMail } from '../mail/compose-mail.ts';
import { mailFailureAnswer } from '../mail/mail-refused.ts';
import { siteLocaleOf } from '../i18n/site-locale.ts';
import { prepareMarketingMail, type MarketingMailParts } from '../mail/marketing-mail.ts';
import type { SiteBrand } from '../mail/templates/site-brand.ts';
import { readSettings } from '../settings.ts';
import type { FunctionHandler } from '../types.ts';

export interface StoredConfirmation {
  /** The function sending it: the job's kind and the mail's tag. */
  tag: string;
  table: JobTable;
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

const ALREADY_SENT: ConfirmationResult = { sent: false, reason: 'already sent' };

/**
 * A confirmation function on the job functions' one frame (defineJobFunction): the runner's job
 * body (jobInput) names the row it confirms, and the mail goes to the row's stored address.
 */
export function defineConfirmationFunction(confirmation: StoredConfirmation): FunctionHandler {
  return defineJobFunction({
    name: confirmation.tag,
    input: jobInput,
    table: confirmation.table,
    doneAnswer: ALREADY_SENT,
    async handle(input, { deps, row }): Promise<ConfirmationResult> {
      const settings = readSettings(deps.env);
      try {
        const marketing = confirmation.marketing
          ? await prepareMarketingMail(
              deps,
              input.requestId,
              settings.siteUrl,
              // The mail's language: a marketing row (a contact) keeps its sign-up's.
              siteLocaleOf(row['locale']),
            )
          : null;
        // Consent withdrawn since the job was queued: the job is done, and nothing is sent.
        if (confirmation.marketing && !marketing)
          return { sent: false, reason: 'consent withdrawn' };
        const mail = confirmation.compose(row, settings, marketing);
        await deps.mailer.send({
          to: String(row['email']),
          tag: confirmation.tag,
          ...mail,
          ...(marketing ? { headers: marketing.headers } : {}),
        });
      } catch (error) {
        deps.log('error', `${confirmation.tag}: the confirmation could not be sent`, error);
        throw mailFailureAnswer(error, 'The confirmation could not be sent');
      }
      return { sent: true };
    },
  });
}

/** A text column's value, or '' when it is null or not text. */
export function textOf(row: Record<string, unknown>, column: string): string {
  const value = row[column];
  return typeof value === 'string' ? value : '';
}
