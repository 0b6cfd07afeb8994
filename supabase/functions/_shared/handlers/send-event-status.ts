// Mails a forum or dinner guest staff's decision on their invitation request. A job queued by the
// decision (supabase/migrations/…_staff_decision_jobs.sql): the service role runs it with the
// request's id, the decision (status) and the row; the mail goes to the stored address, in the
// request's language.
import { HttpError } from '../http/respond.ts';
import { siteLocaleOf } from '../i18n/site-locale.ts';
import { eventTypeField } from '../inputs/fields.ts';
import { splitFullName } from '../inputs/split-full-name.ts';
import { defineJobFunction } from '../jobs/define-job-function.ts';
import { decisionJobInput } from '../jobs/job-input.ts';
import { textField } from '../jobs/job-target.ts';
import { sendJobMail } from '../jobs/send-job-mail.ts';
import { eventStatusMail } from '../mail/templates/event-status.ts';
import { readSettings } from '../settings.ts';
import { NOTIFICATION_MAIL_FAILURE } from './send-membership-status.ts';

export const eventStatusInput = decisionJobInput;

export const sendEventStatus = defineJobFunction({
  name: 'send-event-status',
  input: eventStatusInput,
  table: 'event_requests',
  async handle(input, { deps, row: found }) {
    const email = textField(found, 'email');
    if (!email) throw new HttpError(400, 'The request has no e-mail address');

    const mail = eventStatusMail(
      {
        firstName: splitFullName(textField(found, 'name')).firstName,
        // The column is text with a check; parsing narrows it to the same two values.
        eventType: eventTypeField.parse(found['event_type']),
        status: input.status,
      },
      readSettings(deps.env),
      siteLocaleOf(found['locale']),
    );
    await sendJobMail(deps, 'send-event-status', email, mail, NOTIFICATION_MAIL_FAILURE);
    return { sent: true };
  },
});
