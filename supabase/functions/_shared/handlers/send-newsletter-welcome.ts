// Welcomes a confirmed newsletter subscriber. A job queued by confirm_newsletter_signup when the
// owner's confirmation gives the consent (supabase/migrations/…_newsletter_double_opt_in.sql): the
// service role runs it with the contact's id, and it mails the stored address once, in the
// contact's language, under the consent checked at the moment of sending, with one-click unsubscribe.
import { siteLocaleOf } from '../i18n/site-locale.ts';
import { newsletterWelcomeMail } from '../mail/templates/newsletter-welcome.ts';
import { defineConfirmationFunction, textOf } from '../submissions/confirm-submission-by-id.ts';

export const sendNewsletterWelcome = defineConfirmationFunction({
  tag: 'send-newsletter-welcome',
  table: 'contacts',
  marketing: true,
  compose: (row, site, marketing) =>
    newsletterWelcomeMail(
      { firstName: textOf(row, 'first_name'), unsubscribeUrl: marketing?.unsubscribeUrl ?? '' },
      site,
      siteLocaleOf(row['locale']),
    ),
});
