// Mails an applicant staff's decision on their membership application. A job queued by the
// decision (supabase/migrations/…_staff_decision_jobs.sql): the service role runs it with the
// request's id, the decision (status) and the row. Approval mails never carry a link:
// create-approved-member sends the set-password link in its own mail and queues this one after
// it, so this mail says a link is coming when an account was created. When the applicant already
// had an account (account_exists) no approval mail is sent. The mail is in the application's language.
import { HttpError } from '../http/respond.ts';
import { siteLocaleOf } from '../i18n/site-locale.ts';
import { defineJobFunction } from '../jobs/define-job-function.ts';
import { decisionJobInput } from '../jobs/job-input.ts';
import { textField } from '../jobs/job-target.ts';
import { sendJobMail, type JobMailFailure } from '../jobs/send-job-mail.ts';
import { membershipStatusMail } from '../mail/templates/membership-status.ts';
import { readSettings } from '../settings.ts';
import { ACCOUNT_CREATED, ACCOUNT_EXISTS } from '../submissions/request-status.ts';

export const membershipStatusInput = decisionJobInput;

/** How a decision mail's failed send is logged and answered (this one and send-event-status). */
export const NOTIFICATION_MAIL_FAILURE: JobMailFailure = {
  log: 'mail failed',
  answer: 'The notification e-mail could not be sent',
};

export const sendMembershipStatus = defineJobFunction({
  name: 'send-membership-status',
  input: membershipStatusInput,
  table: 'membership_requests',
  async handle(input, { deps, row: application }) {
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
    await sendJobMail(deps, 'send-membership-status', email, mail, NOTIFICATION_MAIL_FAILURE);
    return { sent: true };
  },
});
