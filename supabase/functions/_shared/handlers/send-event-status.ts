// Mails a forum or dinner guest staff's decision on their invitation request. A job queued by the
// decision (supabase/migrations/…_staff_decision_jobs.sql): the service role runs it with the
// request's id, the decision (status) and the row; the mail goes to the stored address, in the
// request's language.
import { z } from 'zod';
import { requireServiceRole } from '../auth/require-service-role.ts';
import { defineJsonFunction } from '../http/define-handler.ts';
import { HttpError } from '../http/respond.ts';
import { siteLocaleOf } from '../i18n/site-locale.ts';
import { decisionStatusField, eventTypeField, requestIdField } from '../inputs/fields.ts';
import { splitFullName } from '../inputs/split-full-name.ts';
import { jobTarget, jobTargetField, textField } from '../jobs/job-target.ts';
import { eventStatusMail } from '../mail/templates/event-status.ts';
import { readSettings } from '../settings.ts';
import { NOTIFICATION_FAILED } from './send-membership-status.ts';

export const eventStatusInput = z.object({
  requestId: requestIdField,
  status: decisionStatusField,
  target: jobTargetField,
});

export const sendEventStatus = defineJsonFunction({
  name: 'send-event-status',
  input: eventStatusInput,
  async handle(input, { request, deps }) {
    requireServiceRole(request, deps);
    const found = await jobTarget(deps, 'event_requests', input.requestId, input.target);
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
    try {
      await deps.mailer.send({ to: email, tag: 'send-event-status', ...mail });
    } catch (mailError) {
      deps.log('error', 'send-event-status: mail failed', mailError);
      throw new HttpError(502, NOTIFICATION_FAILED);
    }
    return { sent: true };
  },
});
