// The visitor-facing confirmation mails: sent only to the address of a row created minutes ago,
// once. Whatever happens the caller learns only {sent}, never whether an address is known.
import { createServiceClient } from '../clients.ts';
import type { ComposedMail } from '../mail/compose-mail.ts';
import { readSettings } from '../settings.ts';
import type { FunctionDeps } from '../types.ts';
import {
  claimRecentSubmission,
  releaseClaim,
  type ClaimedRow,
  type SubmissionTable,
} from './claim-recent-submission.ts';

export const CONFIRMATION_MARK = 'confirmation_sent_at';

export interface ConfirmationRequest {
  /** The function sending it; becomes the mail's tag. */
  tag: string;
  table: SubmissionTable;
  email: string;
  match?: Record<string, string>;
  columns?: readonly string[];
  compose(row: ClaimedRow, site: { siteName: string; siteUrl: string }): ComposedMail;
}

export async function confirmRecentSubmission(
  deps: FunctionDeps,
  confirmation: ConfirmationRequest,
): Promise<{ sent: boolean }> {
  const settings = readSettings(deps.env);
  const service = createServiceClient(deps);
  const row = await claimRecentSubmission(service, {
    table: confirmation.table,
    email: confirmation.email,
    markColumn: CONFIRMATION_MARK,
    now: deps.now(),
    windowMinutes: settings.confirmationWindowMinutes,
    ...(confirmation.match ? { match: confirmation.match } : {}),
    ...(confirmation.columns ? { columns: confirmation.columns } : {}),
  });
  if (!row) return { sent: false };

  try {
    const mail = confirmation.compose(row, settings);
    await deps.mailer.send({ to: row.email ?? confirmation.email, tag: confirmation.tag, ...mail });
    return { sent: true };
  } catch (error) {
    deps.log('error', `${confirmation.tag}: the confirmation could not be sent`, error);
    await releaseClaim(service, confirmation.table, CONFIRMATION_MARK, row.id);
    return { sent: false };
  }
}
