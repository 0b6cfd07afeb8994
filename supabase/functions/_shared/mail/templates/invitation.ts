// The mails of an event's guest (docs/behaviour/event-guests.md): the invitation with its pass and
// calendar entry, the confirmation of a decline or of an invitation taken back, and the reminders
// 24 and 3 hours ahead.
import { composeMail, type ComposedMail } from '../compose-mail.ts';
import { greetingFor } from '../greeting.ts';
import type { SiteBrand } from './site-brand.ts';

export interface GuestMailData {
  firstName: string;
  eventTitle: string;
  /** e.g. "Tuesday 24 June 2025, 7:30 PM (Riyadh time)". */
  when: string;
  where: string;
  passUrl: string;
  declineUrl: string;
}

export function invitationMail(data: GuestMailData, site: SiteBrand): ComposedMail {
  return composeMail({
    ...site,
    subject: `Your invitation: ${data.eventTitle}`,
    greeting: greetingFor(data.firstName),
    paragraphs: [
      `We are delighted to welcome you to ${data.eventTitle}.`,
      `When: ${data.when}`,
      `Where: ${data.where}`,
      'The attached calendar entry adds the evening to your calendar. Your pass shows a code to present at the door; open it once and it stays on your phone.',
    ],
    action: { label: 'Open your pass', url: data.passUrl },
    afterAction: [`If you can no longer attend, please decline here: ${data.declineUrl}`],
  });
}

export function invitationCancelMail(data: GuestMailData, site: SiteBrand): ComposedMail {
  return composeMail({
    ...site,
    subject: `Declined: ${data.eventTitle}`,
    greeting: greetingFor(data.firstName),
    paragraphs: [
      `Thank you for letting us know that you cannot attend ${data.eventTitle} (${data.when}). Your place has been released.`,
      'The attached calendar update removes the evening from your calendar. We hope to welcome you at a future gathering.',
    ],
  });
}

/** The invitation taken back by staff (the request's decision changed): the calendar follows. */
export function invitationWithdrawnMail(data: GuestMailData, site: SiteBrand): ComposedMail {
  return composeMail({
    ...site,
    subject: `Calendar update: ${data.eventTitle}`,
    greeting: greetingFor(data.firstName),
    paragraphs: [
      `Your place at ${data.eventTitle} (${data.when}) is no longer held, so your pass no longer admits you.`,
      'The attached calendar update removes the evening from your calendar.',
    ],
  });
}

export function reminderMail(
  data: GuestMailData,
  hoursAhead: number,
  site: SiteBrand,
): ComposedMail {
  return composeMail({
    ...site,
    subject: `${hoursAhead === 24 ? 'Tomorrow' : 'Today'}: ${data.eventTitle}`,
    greeting: greetingFor(data.firstName),
    paragraphs: [
      `A reminder that ${data.eventTitle} begins in ${hoursAhead} hours.`,
      `When: ${data.when}`,
      `Where: ${data.where}`,
    ],
    action: { label: 'Open your pass', url: data.passUrl },
    afterAction: [`If you can no longer attend, please decline here: ${data.declineUrl}`],
  });
}
