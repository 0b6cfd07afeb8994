// Sent to a visitor right after they request an invitation to a forum or dinner.
import type { EventType } from '../../inputs/fields.ts';
import { greetingFor } from '../greeting.ts';
import { composeMail, type ComposedMail } from '../compose-mail.ts';
import { EVENT_TYPE_TEXT } from '../../domain/event-types.ts';
import type { SiteBrand } from './site-brand.ts';

export interface EventConfirmationData {
  firstName: string;
  eventType: EventType;
  company?: string | undefined;
}

export function eventConfirmationMail(data: EventConfirmationData, site: SiteBrand): ComposedMail {
  const eventName = EVENT_TYPE_TEXT[data.eventType].inMail;
  return composeMail({
    ...site,
    subject: `Your invitation request for ${eventName}`,
    greeting: greetingFor(data.firstName),
    paragraphs: [
      `Thank you for your interest in ${eventName}${data.company ? ` with ${data.company}` : ''}. We have received your invitation request.`,
      'Places are limited and every request is reviewed by our team. We will be in touch soon to let you know whether we can welcome you.',
      'If you did not make this request, you can ignore this e-mail.',
    ],
  });
}
