// Thanks a visitor for their application to join. An after-insert job
// (supabase/migrations/…_after_insert_jobs.sql): the service role runs it with the application's
// id and it mails the stored address, once (../submissions/confirm-submission-by-id.ts), in the
// application's language.
import { siteLocaleOf } from '../i18n/site-locale.ts';
import { jobInput } from '../jobs/job-input.ts';
import { networkConfirmationMail } from '../mail/templates/network-confirmation.ts';
import { defineConfirmationFunction, textOf } from '../submissions/confirm-submission-by-id.ts';

export const networkConfirmationInput = jobInput;

export const sendNetworkConfirmation = defineConfirmationFunction({
  tag: 'send-network-confirmation',
  table: 'membership_requests',
  compose: (row, site) =>
    networkConfirmationMail(
      { firstName: textOf(row, 'first_name'), company: textOf(row, 'company') || undefined },
      site,
      siteLocaleOf(row['locale']),
    ),
});
