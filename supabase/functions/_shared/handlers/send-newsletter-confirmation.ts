// Mails a newsletter sign-up its confirmation link (double opt-in; docs/behaviour/submissions.md#newsletter).
// A job queued by the subscribe_newsletter RPC (supabase/migrations/20251202110000_newsletter_double_opt_in.sql):
// the service role runs it with the sign-up's id; the token is made here and only its digest is
// kept. The mail is in the sign-up's language and links to that language's confirm page. It is
// not a marketing mail: no consent exists until the button is pressed.
import { createServiceClient } from '../clients.ts';
import { NEWSLETTER_CONFIRM_PATH, sitePathIn } from '../domain/site-paths.ts';
import { siteLocaleOf } from '../i18n/site-locale.ts';
import { defineJobFunction } from '../jobs/define-job-function.ts';
import { jobInput } from '../jobs/job-input.ts';
import { textField } from '../jobs/job-target.ts';
import { sendJobMail } from '../jobs/send-job-mail.ts';
import { newsletterConfirmationMail } from '../mail/templates/newsletter-confirmation.ts';
import { readSettings } from '../settings.ts';

export const newsletterConfirmationInput = jobInput;

export const sendNewsletterConfirmation = defineJobFunction({
  name: 'send-newsletter-confirmation',
  input: jobInput,
  table: 'newsletter_signups',
  doneAnswer: { sent: false, reason: 'already sent' },
  async handle(input, { deps, row }) {
    if (row['confirmed_at']) return { sent: false, reason: 'already confirmed' };
    const settings = readSettings(deps.env);
    const locale = siteLocaleOf(row['locale']);
    const { data: token, error } = await createServiceClient(deps).rpc(
      'issue_newsletter_signup_token',
      { signup_id: input.requestId },
    );
    if (error) throw new Error(`Could not issue the confirmation token: ${error.message}`);
    const confirmPath = sitePathIn(NEWSLETTER_CONFIRM_PATH, locale);
    const confirmUrl = `${settings.siteUrl}${confirmPath}?token=${encodeURIComponent(token)}`;
    await sendJobMail(
      deps,
      'send-newsletter-confirmation',
      textField(row, 'email'),
      () =>
        newsletterConfirmationMail(
          { firstName: textField(row, 'first_name'), confirmUrl },
          settings,
          locale,
        ),
      { log: 'the confirmation could not be sent', answer: 'The confirmation could not be sent' },
    );
    return { sent: true };
  },
});
