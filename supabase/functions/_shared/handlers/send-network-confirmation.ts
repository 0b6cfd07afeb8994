// Thanks a visitor for their application to join. It is an after-insert job
// (supabase/migrations/…_after_insert_jobs.sql): the service role runs it with the application's
// id and it mails the stored address, once. A failed send answers 502, so the job is retried.
import { z } from 'zod';
import { requireServiceRole } from '../auth/require-service-role.ts';
import { createServiceClient } from '../clients.ts';
import { defineJsonFunction } from '../http/define-handler.ts';
import { HttpError } from '../http/respond.ts';
import { requestIdField } from '../inputs/fields.ts';
import { networkConfirmationMail } from '../mail/templates/network-confirmation.ts';
import { readSettings } from '../settings.ts';
import { releaseClaim } from '../submissions/claim-recent-submission.ts';
import { claimSubmissionById } from '../submissions/claim-submission-by-id.ts';
import { CONFIRMATION_MARK } from '../submissions/confirm-recent-submission.ts';
import { REQUEST_NOT_FOUND } from '../submissions/request-status.ts';

export const networkConfirmationInput = z.object({ requestId: requestIdField });

const TAG = 'send-network-confirmation';

export const sendNetworkConfirmation = defineJsonFunction({
  name: TAG,
  input: networkConfirmationInput,
  async handle(input, { request, deps }) {
    requireServiceRole(request, deps);
    const settings = readSettings(deps.env);
    const service = createServiceClient(deps);
    const claim = await claimSubmissionById(service, {
      table: 'membership_requests',
      id: input.requestId,
      markColumn: CONFIRMATION_MARK,
      columns: ['email', 'first_name', 'company'],
      now: deps.now(),
    });
    if (claim.state === 'missing') throw new HttpError(404, REQUEST_NOT_FOUND);
    if (claim.state === 'already-done') return { sent: false, reason: 'already sent' };

    const { email, first_name: firstName, company } = claim.row;
    try {
      const mail = networkConfirmationMail(
        {
          firstName: typeof firstName === 'string' ? firstName : '',
          company: typeof company === 'string' && company ? company : undefined,
        },
        settings,
      );
      await deps.mailer.send({ to: String(email), tag: TAG, ...mail });
    } catch (error) {
      deps.log('error', `${TAG}: the confirmation could not be sent`, error);
      await releaseClaim(service, 'membership_requests', CONFIRMATION_MARK, input.requestId);
      throw new HttpError(502, 'The confirmation could not be sent');
    }
    return { sent: true };
  },
});
