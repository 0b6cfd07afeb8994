// Mails the link that verifies a privacy request (docs/behaviour/privacy-requests.md). A job queued
// by the /your-data form's RPC (supabase/migrations/20251127030000_privacy_requests.sql): the
// service role runs it with the request's id; the token is made here, and only its digest is kept.
// A request verified before the job ran (by an earlier link) is not mailed again. The mail is in
// the request's language and its link leads to that language's verify page (/ar/your-data/verify).
import { createServiceClient } from '../clients.ts';
import { isPrivacyRequestKind } from '../domain/privacy.ts';
import { sitePathIn, YOUR_DATA_VERIFY_PATH } from '../domain/site-paths.ts';
import { siteLocaleOf } from '../i18n/site-locale.ts';
import { defineJobFunction } from '../jobs/define-job-function.ts';
import { jobInput } from '../jobs/job-input.ts';
import { textField } from '../jobs/job-target.ts';
import { sendJobMail } from '../jobs/send-job-mail.ts';
import { privacyVerificationMail } from '../mail/templates/privacy-request.ts';
import { controllerIdentity } from '../privacy/controller-identity.ts';
import { readSettings } from '../settings.ts';

export const sendPrivacyVerification = defineJobFunction({
  name: 'send-privacy-verification',
  input: jobInput,
  table: 'privacy_requests',
  doneAnswer: { sent: false, reason: 'already sent' },
  async handle(input, { deps, row }) {
    if (textField(row, 'status') !== 'awaiting_verification') {
      return { sent: false, reason: 'already verified' };
    }
    const kind = textField(row, 'kind');
    if (!isPrivacyRequestKind(kind)) throw new Error(`Unknown privacy request kind ${kind}`);
    const settings = readSettings(deps.env);
    const locale = siteLocaleOf(row['locale']);
    const controller = controllerIdentity(deps.env, locale);
    const { data: token, error } = await createServiceClient(deps).rpc(
      'issue_privacy_request_token',
      { request_id: input.requestId },
    );
    if (error) throw new Error(`Could not issue the verification token: ${error.message}`);
    const verifyPath = sitePathIn(YOUR_DATA_VERIFY_PATH, locale);
    const verifyUrl = `${settings.siteUrl}${verifyPath}?token=${encodeURIComponent(token)}`;
    await sendJobMail(
      deps,
      'send-privacy-verification',
      textField(row, 'email'),
      () => privacyVerificationMail({ kind, verifyUrl }, settings, locale, controller),
      { log: 'the link could not be sent', answer: 'The verification link could not be sent' },
    );
    return { sent: true };
  },
});
