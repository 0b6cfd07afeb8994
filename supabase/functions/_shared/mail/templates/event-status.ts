// Sent by staff's decision on a forum or dinner invitation request.
import type { DecisionStatus, EventType } from '../../inputs/fields.ts';
import { greetingFor } from '../greeting.ts';
import { composeMail, type ComposedMail } from '../compose-mail.ts';
import { EVENT_TYPE_TEXT } from '../../domain/event-types.ts';
import type { SiteBrand } from './site-brand.ts';

export interface EventStatusData {
  firstName: string;
  eventType: EventType;
  status: DecisionStatus;
}

export function eventStatusMail(data: EventStatusData, site: SiteBrand): ComposedMail {
  const eventName = EVENT_TYPE_TEXT[data.eventType].inMail;
  const greeting = greetingFor(data.firstName);
  switch (data.status) {
    case 'approved':
      return composeMail({
        ...site,
        subject: `You are invited to ${eventName}`,
        greeting,
        paragraphs: [
          `We are pleased to confirm your invitation to ${eventName}.`,
          'The venue and final details are shared with confirmed guests shortly before the evening. Please keep the date free; if your plans change, reply to this e-mail so we can offer your place to someone on the waitlist.',
        ],
      });
    case 'waitlist':
      return composeMail({
        ...site,
        subject: `Your request for ${eventName}: on our waitlist`,
        greeting,
        paragraphs: [
          `Thank you for your interest in ${eventName}. The evening is currently full, so we have placed you on the waitlist.`,
          'If a place opens we will write to you straight away.',
        ],
      });
    case 'rejected':
      return composeMail({
        ...site,
        subject: `Your request for ${eventName}`,
        greeting,
        paragraphs: [
          `Thank you for your interest in ${eventName}. Unfortunately we are unable to offer you a place this time.`,
          'We hold gatherings throughout the year and hope to welcome you at a future one.',
        ],
      });
  }
}
