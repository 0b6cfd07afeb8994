// Mails a forum or dinner guest staff's decision on their invitation request. The request is
// found by id, or by event type and e-mail (the newest one); the mail goes to the stored address.
import { z } from 'zod';
import { requireStaff } from '../auth/require-staff.ts';
import { defineJsonFunction } from '../http/define-handler.ts';
import { HttpError } from '../http/respond.ts';
import {
  decisionStatusField,
  emailField,
  eventTypeField,
  fullNameField,
  requestIdField,
} from '../inputs/fields.ts';
import { splitFullName } from '../inputs/split-full-name.ts';
import { eventStatusMail } from '../mail/templates/event-status.ts';
import { readSettings } from '../settings.ts';
import { escapeLikePattern, sameEmail } from '../submissions/email-match.ts';
import { REQUEST_NOT_FOUND } from '../submissions/request-status.ts';
import { NOTIFICATION_FAILED } from './send-membership-status.ts';

export const eventStatusInput = z
  .object({
    requestId: requestIdField.optional(),
    eventType: eventTypeField.optional(),
    email: emailField.optional(),
    fullName: fullNameField.optional(),
    status: decisionStatusField,
  })
  .refine((input) => input.requestId !== undefined || (input.eventType && input.email), {
    error: 'Give requestId, or eventType and email',
    path: ['requestId'],
  });

const COLUMNS = 'id, name, email, event_type, created_at';

export const sendEventStatus = defineJsonFunction({
  name: 'send-event-status',
  input: eventStatusInput,
  async handle(input, { request, deps }) {
    const staff = await requireStaff(request, deps);
    let query = staff.client.from('event_requests').select(COLUMNS);
    if (input.requestId) {
      query = query.eq('id', input.requestId);
    } else if (input.eventType) {
      // The input's refine holds that without requestId both eventType and email are given.
      query = query
        .eq('event_type', input.eventType)
        .ilike('email', escapeLikePattern(input.email ?? ''));
    }
    const { data, error } = await query.order('created_at', { ascending: false }).limit(20);
    if (error) throw new Error(`Could not read the event request: ${error.message}`);
    const rows = data ?? [];
    const found = input.requestId ? rows[0] : rows.find((row) => sameEmail(row.email, input.email));
    if (!found) throw new HttpError(404, REQUEST_NOT_FOUND);
    if (!found.email) throw new HttpError(400, 'The request has no e-mail address');

    const mail = eventStatusMail(
      {
        firstName: splitFullName(found.name ?? input.fullName ?? '').firstName,
        // The column is text with a check; parsing narrows it to the same two values.
        eventType: eventTypeField.parse(found.event_type),
        status: input.status,
      },
      readSettings(deps.env),
    );
    try {
      await deps.mailer.send({ to: found.email, tag: 'send-event-status', ...mail });
    } catch (mailError) {
      deps.log('error', 'send-event-status: mail failed', mailError);
      throw new HttpError(502, NOTIFICATION_FAILED);
    }
    return { sent: true };
  },
});
