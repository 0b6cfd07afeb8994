// Confirms a newsletter subscription. An after-insert job queued by the subscribe_newsletter RPC
// when a contact starts a subscription (supabase/migrations/…_visitor_confirmation_jobs.sql):
// the service role runs it with the contact's id (the job processor names every row id
// requestId) and it mails the stored address, once, in the language of the sign-up (contacts.locale).
import { siteLocaleOf } from '../i18n/site-locale.ts';
import { jobInput } from '../jobs/job-input.ts';
import { newsletterConfirmationMail } from '../mail/templates/newsletter-confirmation.ts';
import { defineConfirmationFunction, textOf } from '../submissions/confirm-submission-by-id.ts';

export const newsletterConfirmationInput = jobInput;

export const sendNewsletterConfirmation = defineConfirmationFunction({
  tag: 'send-newsletter-confirmation',
  table: 'contacts',
  marketing: true,
  compose: (row, site, marketing) =>
    newsletterConfirmationMail(
      { firstName: textOf(row, 'first_name'), unsubscribeUrl: marketing?.unsubscribeUrl ?? '' },
      site,
      siteLocaleOf(row['locale']),
    ),
});
