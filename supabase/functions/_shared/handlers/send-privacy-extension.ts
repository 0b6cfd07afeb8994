// Tells the person their privacy request was extended, why, and the new date (docs/behaviour/
// privacy-requests.md). A job queued by staff's extend_privacy_request in the same transaction as
// the extension (supabase/migrations/20251127030000_privacy_requests.sql); a request has one
// extension, so one such mail.
import { requireServiceRole } from '../auth/require-service-role.ts';
import { isPrivacyRequestKind } from '../domain/privacy.ts';
import { defineJsonFunction } from '../http/define-handler.ts';
import { HttpError } from '../http/respond.ts';
import { doneBefore, jobTarget, textField } from '../jobs/job-target.ts';
import { privacyExtensionMail } from '../mail/templates/privacy-request.ts';
import { readSettings } from '../settings.ts';
import { privacyJobInput } from './send-privacy-verification.ts';

export const sendPrivacyExtension = defineJsonFunction({
  name: 'send-privacy-extension',
  input: privacyJobInput,
  async handle(input, { request, deps }) {
    requireServiceRole(request, deps);
    const tag = 'send-privacy-extension';
    if (await doneBefore(deps, tag, input.requestId, input.jobId)) {
      return { sent: false, reason: 'already sent' };
    }
    const row = await jobTarget(deps, 'privacy_requests', input.requestId, input.target);
    const kind = textField(row, 'kind');
    const extendedUntil = textField(row, 'extended_until');
    if (!isPrivacyRequestKind(kind)) throw new Error(`Unknown privacy request kind ${kind}`);
    if (!extendedUntil) return { sent: false, reason: 'not extended' };
    const settings = readSettings(deps.env);
    try {
      await deps.mailer.send({
        to: textField(row, 'email'),
        tag,
        ...privacyExtensionMail(
          {
            kind,
            reason: textField(row, 'extension_reason'),
            extendedUntil,
            dueAt: textField(row, 'due_at'),
          },
          settings,
        ),
      });
    } catch (failure) {
      deps.log('error', `${tag}: the notice could not be sent`, failure);
      throw new HttpError(502, 'The extension notice could not be sent');
    }
    return { sent: true };
  },
});
