// Sent by staff's decision on a forum or dinner invitation request, in the request's language.
import type { DecisionStatus, EventType } from '../../inputs/fields.ts';
import { greetedMail } from './greeted-mail.ts';

export interface EventStatusData {
  firstName: string;
  eventType: EventType;
  status: DecisionStatus;
}

export const eventStatusMail = greetedMail((data: EventStatusData, words) =>
  words.eventStatus(data.status, words.eventType[data.eventType]),
);
