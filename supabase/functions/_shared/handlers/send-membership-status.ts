// Mails an applicant staff's decision on their membership application. A job queued by the
// decision (supabase/migrations/…_staff_decision_jobs.sql): the service role runs it with the
// request's id, the decision (status) and the row. Approval mails never carry a link:
// create-approved-member sends the set-password link in its own mail and queues this one after
// it, so this mail says a link is coming when an account was created. When the applicant already
// had an account (account_exists) no approval mail is sent. The mail is in the application's language.
import { z } from 'zod';
import { requireServiceRole } from '../auth/require-service-role.ts';
import { defineJsonFunction } from '../http/define-handler.ts';
import { HttpError } from '../http/respond.ts';
import { siteLocaleOf } from '../i18n/site-locale.ts';
import { decisionStatusField, requestIdField } from '../inputs/fields.ts';
import { jobTarget, jobTargetField, textField } from '../jobs/job-target.ts';
import { membershipStatusMail } from '../mail/templates/membership-status.ts';
import { readSettings } from '../settings.ts';
import { ACCOUNT_CREATED, ACCOUNT_EXISTS } from '../submissions/request-status.ts';

export const membershipStatusInput = z.object({
  requestId: requestIdField,
  status: decisionStatusField,
  target: jobTargetField,
});

export const NOTIFICATION_FAILED = 'The notification e-mail could not be sent';

export const sendMembershipStatus = defineJsonFunction({
  name: 'send-membership-status',
  input: membershipStatusInput,
  async handle(input, { request, deps }) {
    requireServiceRole(request, deps);
    const application = await jobTarget(deps, 'membership_requests', input.requestId, input.target);
    const email = textField(application, 'email');
    if (!email) throw new HttpError(400, 'The request has no e-mail address');
    const requestStatus = textField(application, 'request_status');

    if (input.status === 'approved' && requestStatus === ACCOUNT_EXISTS) {
      return { sent: false, reason: 'The applicant already has an account' };
    }

    const mail = membershipStatusMail(
      {
        firstName: textField(application, 'first_name'),
        status: input.status,
        invitationSent: requestStatus === ACCOUNT_CREATED,
      },
      readSettings(deps.env),
      siteLocaleOf(application['locale']),
    );
    try {
      await deps.mailer.send({ to: email, tag: 'send-membership-status', ...mail });
    } catch (mailError) {
      deps.log('error', 'send-membership-status: mail failed', mailError);
      throw new HttpError(502, NOTIFICATION_FAILED);
    }
    return { sent: true };
  },
});
