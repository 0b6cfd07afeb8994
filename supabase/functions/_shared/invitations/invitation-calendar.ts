// The calendar entry an invitation mail carries (iTIP, RFC 5546): METHOD:REQUEST puts the event in
// the guest's calendar, METHOD:CANCEL takes it out. The UID is the invitation's own, so every later
// file updates the same entry; SEQUENCE is the invitation's, raised by each change
// (docs/behaviour/event-guests.md#the-invitation-mail). Written by ical-generator.
import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
} from 'ical-generator';
import { eventPlaceIn, eventTitleIn, type EventRow } from '../events/event-row.ts';
import type { SiteLocale } from '../i18n/site-locale.ts';
import { mailWords } from '../mail/words/mail-words.ts';

export interface InvitationCalendarInput {
  method: 'request' | 'cancel';
  uid: string;
  sequence: number;
  event: EventRow;
  guest: { name: string; email: string };
  /** The organiser iTIP requires: the network's name and sending address. */
  organizer: { name: string; email: string };
  passUrl: string;
  /** When this file is written. */
  stamp: Date;
  siteName: string;
  /** The guest's language: the entry's title and description are in it (English when left out). */
  locale?: SiteLocale;
}

export const CALENDAR_CONTENT_TYPE = 'text/calendar; charset=utf-8';

/** The .ics text for one guest and event. */
export function invitationCalendar(input: InvitationCalendarInput): string {
  const cancel = input.method === 'cancel';
  const locale = input.locale ?? 'en';
  const words = mailWords(locale);
  const calendar = ical({
    prodId: { company: input.siteName, product: 'Invitations', language: locale.toUpperCase() },
    method: cancel ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  calendar.createEvent({
    id: input.uid,
    sequence: input.sequence,
    stamp: input.stamp,
    start: new Date(input.event.starts_at),
    end: new Date(input.event.ends_at),
    summary: eventTitleIn(input.event, locale),
    location: eventPlaceIn(input.event, locale),
    description: cancel
      ? words.calendarDeclined(input.guest.name)
      : words.calendarPass(input.passUrl),
    url: input.passUrl,
    status: cancel ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: input.organizer,
    attendees: [
      {
        name: input.guest.name,
        email: input.guest.email,
        role: ICalAttendeeRole.REQ,
        status: cancel ? ICalAttendeeStatus.DECLINED : ICalAttendeeStatus.ACCEPTED,
      },
    ],
  });
  return calendar.toString();
}
