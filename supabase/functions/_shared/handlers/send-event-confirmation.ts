// Acknowledges a forum or dinner invitation request. An after-insert job queued by the
// event_requests insert (supabase/migrations/…_visitor_confirmation_jobs.sql): the service role
// runs it with the request's id and it mails the stored address, once, in the request's language.
import { isEventType } from '../domain/event-types.ts';
import { siteLocaleOf } from '../i18n/site-locale.ts';
import { jobInput } from '../jobs/job-input.ts';
import { splitFullName } from '../inputs/split-full-name.ts';
import { eventConfirmationMail } from '../mail/templates/event-confirmation.ts';
import { defineConfirmationFunction, textOf } from '../submissions/confirm-submission-by-id.ts';

export const eventConfirmationInput = jobInput;

export const sendEventConfirmation = defineConfirmationFunction({
  tag: 'send-event-confirmation',
  table: 'event_requests',
  compose: (row, site) => {
    const eventType = textOf(row, 'event_type');
    // The table's check allows only the event types; anything else is a broken row.
    if (!isEventType(eventType)) throw new Error(`Unknown event type ${eventType}`);
    return eventConfirmationMail(
      {
        firstName: splitFullName(textOf(row, 'name')).firstName,
        eventType,
        company: textOf(row, 'company') || undefined,
      },
      site,
      siteLocaleOf(row['locale']),
    );
  },
});
