// The follow-up after an event (docs/behaviour/event-guests.md#follow-ups-after-the-event): staff
// write the subject and message; the mail greets each guest by name and says who sends it and why
// the guest receives it. The staff app's preview renders the same function, so what staff see is
// what is sent.
import { composeMail, type ComposedMail } from '../compose-mail.ts';
import { greetingFor } from '../greeting.ts';
import type { SiteBrand } from './site-brand.ts';

export type FollowUpAudience = 'came' | 'missed';

export interface FollowUpMailData {
  firstName: string;
  eventTitle: string;
  subject: string;
  /** Paragraphs separated by a blank line. */
  body: string;
}

export const FOLLOW_UP_SUBJECT_LIMIT = 200;
export const FOLLOW_UP_BODY_LIMIT = 5000;

/** The message's paragraphs: split at blank lines, each trimmed, empty ones dropped. */
export function followUpParagraphs(body: string): string[] {
  return body
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
}

export function followUpMail(data: FollowUpMailData, site: SiteBrand): ComposedMail {
  return composeMail({
    ...site,
    subject: data.subject.trim(),
    greeting: greetingFor(data.firstName),
    paragraphs: followUpParagraphs(data.body),
    afterAction: [
      `Sent by ${site.siteName} to the guests of ${data.eventTitle}, because you asked to attend.`,
    ],
  });
}

/** Where staff may start from: one template per audience, for an event's title. */
export function followUpTemplate(
  audience: FollowUpAudience,
  eventTitle: string,
): { subject: string; body: string } {
  return audience === 'came'
    ? {
        subject: `Thank you for joining us: ${eventTitle}`,
        body: `Thank you for joining us at ${eventTitle}. It was a pleasure to have you with us.\n\nIf you would like to stay in touch with anyone you met, reply to this mail and we will make the introduction.`,
      }
    : {
        subject: `We missed you: ${eventTitle}`,
        body: `We were sorry not to see you at ${eventTitle}.\n\nWe hope to welcome you at a future gathering; reply to this mail if you would like to hear about the next one.`,
      };
}
