// Mails the link that verifies a privacy request (docs/behaviour/privacy-requests.md). A job queued
// by the /your-data form's RPC (supabase/migrations/20251127030000_privacy_requests.sql): the
// service role runs it with the request's id; the token is made here, and only its digest is kept.
// A request verified before the job ran (by an earlier link) is not mailed again.
import { z } from 'zod';
import { requireServiceRole } from '../auth/require-service-role.ts';
import { createServiceClient } from '../clients.ts';
import { isPrivacyRequestKind } from '../domain/privacy.ts';
import { YOUR_DATA_VERIFY_PATH } from '../domain/site-paths.ts';
import { defineJsonFunction } from '../http/define-handler.ts';
import { HttpError } from '../http/respond.ts';
import { requestIdField } from '../inputs/fields.ts';
import {
  doneBefore,
  jobIdField,
  jobTarget,
  jobTargetField,
  textField,
} from '../jobs/job-target.ts';
import { privacyVerificationMail } from '../mail/templates/privacy-request.ts';
import { readSettings } from '../settings.ts';

export const privacyJobInput = z.object({
  requestId: requestIdField,
  jobId: jobIdField,
  target: jobTargetField,
});

export const sendPrivacyVerification = defineJsonFunction({
  name: 'send-privacy-verification',
  input: privacyJobInput,
  async handle(input, { request, deps }) {
    requireServiceRole(request, deps);
    const tag = 'send-privacy-verification';
    if (await doneBefore(deps, tag, input.requestId, input.jobId)) {
      return { sent: false, reason: 'already sent' };
    }
    const row = await jobTarget(deps, 'privacy_requests', input.requestId, input.target);
    if (textField(row, 'status') !== 'awaiting_verification') {
      return { sent: false, reason: 'already verified' };
    }
    const kind = textField(row, 'kind');
    if (!isPrivacyRequestKind(kind)) throw new Error(`Unknown privacy request kind ${kind}`);
    const settings = readSettings(deps.env);
    const { data: token, error } = await createServiceClient(deps).rpc(
      'issue_privacy_request_token',
      { request_id: input.requestId },
    );
    if (error) throw new Error(`Could not issue the verification token: ${error.message}`);
    const verifyUrl = `${settings.siteUrl}${YOUR_DATA_VERIFY_PATH}?token=${encodeURIComponent(token)}`;
    try {
      await deps.mailer.send({
        to: textField(row, 'email'),
        tag,
        ...privacyVerificationMail({ kind, verifyUrl }, settings),
      });
    } catch (failure) {
      deps.log('error', `${tag}: the link could not be sent`, failure);
      throw new HttpError(502, 'The verification link could not be sent');
    }
    return { sent: true };
  },
});
