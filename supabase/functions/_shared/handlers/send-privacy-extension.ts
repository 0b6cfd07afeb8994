// Tells the person their privacy request was extended, why, and the new date (docs/behaviour/
// privacy-requests.md). A job queued by staff's extend_privacy_request in the same transaction as
// the extension (supabase/migrations/20251127030000_privacy_requests.sql); a request has one
// extension, so one such mail, in the request's language.
import { isPrivacyRequestKind } from '../domain/privacy.ts';
import { siteLocaleOf } from '../i18n/site-locale.ts';
import { defineJobFunction } from '../jobs/define-job-function.ts';
import { jobInput } from '../jobs/job-input.ts';
import { textField } from '../jobs/job-target.ts';
import { sendJobMail } from '../jobs/send-job-mail.ts';
import { privacyExtensionMail } from '../mail/templates/privacy-request.ts';
import { controllerIdentity } from '../privacy/controller-identity.ts';
import { readSettings } from '../settings.ts';

export const sendPrivacyExtension = defineJobFunction({
  name: 'send-privacy-extension',
  input: jobInput,
  table: 'privacy_requests',
  doneAnswer: { sent: false, reason: 'already sent' },
  async handle(_input, { deps, row }) {
    const kind = textField(row, 'kind');
    const extendedUntil = textField(row, 'extended_until');
    if (!isPrivacyRequestKind(kind)) throw new Error(`Unknown privacy request kind ${kind}`);
    if (!extendedUntil) return { sent: false, reason: 'not extended' };
    const settings = readSettings(deps.env);
    const locale = siteLocaleOf(row['locale']);
    const controller = controllerIdentity(deps.env, locale);
    await sendJobMail(
      deps,
      'send-privacy-extension',
      textField(row, 'email'),
      () =>
        privacyExtensionMail(
          {
            kind,
            reason: textField(row, 'extension_reason'),
            extendedUntil,
            dueAt: textField(row, 'due_at'),
          },
          settings,
          locale,
          controller,
        ),
      { log: 'the notice could not be sent', answer: 'The extension notice could not be sent' },
    );
    return { sent: true };
  },
});
