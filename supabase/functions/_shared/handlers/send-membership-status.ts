// Mails an applicant staff's decision on their membership application. Approval mails never
// carry a link: create-approved-member sends the set-password link in its own mail, and this
// mail says so when the request's status shows an account was just created. When the applicant
// already had an account (account_exists) no approval mail is sent.
import { z } from 'zod';
import { requireStaff } from '../auth/require-staff.ts';
import { defineJsonFunction } from '../http/define-handler.ts';
import { HttpError } from '../http/respond.ts';
import { decisionStatusField, requestIdField } from '../inputs/fields.ts';
import { membershipStatusMail } from '../mail/templates/membership-status.ts';
import { readSettings } from '../settings.ts';
import {
  ACCOUNT_CREATED,
  ACCOUNT_EXISTS,
  REQUEST_NOT_FOUND,
} from '../submissions/request-status.ts';

export const membershipStatusInput = z.object({
  requestId: requestIdField,
  status: decisionStatusField,
});

export const NOTIFICATION_FAILED = 'The notification e-mail could not be sent';

export const sendMembershipStatus = defineJsonFunction({
  name: 'send-membership-status',
  input: membershipStatusInput,
  async handle(input, { request, deps }) {
    const staff = await requireStaff(request, deps);
    const { data, error } = await staff.client
      .from('membership_requests')
      .select('email, first_name, request_status')
      .eq('id', input.requestId)
      .maybeSingle();
    if (error) throw new Error(`Could not read the membership request: ${error.message}`);
    const application = data;
    if (!application) throw new HttpError(404, REQUEST_NOT_FOUND);
    if (!application.email) throw new HttpError(400, 'The request has no e-mail address');

    if (input.status === 'approved' && application.request_status === ACCOUNT_EXISTS) {
      return { sent: false, reason: 'The applicant already has an account' };
    }

    const mail = membershipStatusMail(
      {
        firstName: application.first_name ?? '',
        status: input.status,
        invitationSent: application.request_status === ACCOUNT_CREATED,
      },
      readSettings(deps.env),
    );
    try {
      await deps.mailer.send({ to: application.email, tag: 'send-membership-status', ...mail });
    } catch (mailError) {
      deps.log('error', 'send-membership-status: mail failed', mailError);
      throw new HttpError(502, NOTIFICATION_FAILED);
    }
    return { sent: true };
  },
});
