// Sent to a visitor right after they request an invitation to a forum or dinner, in the
// request's language.
import type { EventType } from '../../inputs/fields.ts';
import { greetedMail } from './greeted-mail.ts';

export interface EventConfirmationData {
  firstName: string;
  eventType: EventType;
  company?: string | undefined;
}

export const eventConfirmationMail = greetedMail((data: EventConfirmationData, words) =>
  words.eventConfirmation(words.eventType[data.eventType], data.company),
);
