// The mails of an event's guest (docs/behaviour/event-guests.md): the invitation with its pass and
// calendar entry, the confirmation of a decline or of an invitation taken back, and the reminders
// 24 and 3 hours ahead. Written in the invitation's language (the request's).
import type { SiteLocale } from '../../i18n/site-locale.ts';
import { composeMail, type ComposedMail } from '../compose-mail.ts';
import { greetingFor } from '../greeting.ts';
import { mailWords, type GuestWords, type MailWords, type Written } from '../words/mail-words.ts';
import type { SiteBrand } from './site-brand.ts';

export interface GuestMailData {
  firstName: string;
  /** The event's title in the mail's language (English when it has no translation). */
  eventTitle: string;
  /** e.g. "Tuesday 24 June 2025, 7:30 PM (Riyadh time)". */
  when: string;
  where: string;
  passUrl: string;
  declineUrl: string;
  /** The language of the mail; English when left out. */
  locale?: SiteLocale;
}

function guestParts(data: GuestMailData, site: SiteBrand) {
  const locale = data.locale ?? 'en';
  const words = mailWords(locale);
  const guest: GuestWords = { title: data.eventTitle, when: data.when, where: data.where };
  return {
    words,
    guest,
    common: { ...site, locale, greeting: greetingFor(data.firstName, locale) },
  };
}

/** A mail about a seat the guest holds: the pass button, then the way to decline. */
function seatMail(
  data: GuestMailData,
  site: SiteBrand,
  written: (words: MailWords, guest: GuestWords) => Written,
): ComposedMail {
  const { words, guest, common } = guestParts(data, site);
  return composeMail({
    ...common,
    ...written(words, guest),
    action: { label: words.openPass, url: data.passUrl },
    secondaryAction: {
      textLine: words.declineHere(data.declineUrl),
      lead: words.declineLead,
      label: words.declineButton,
      url: data.declineUrl,
    },
  });
}

export function invitationMail(data: GuestMailData, site: SiteBrand): ComposedMail {
  return seatMail(data, site, (words, guest) => words.invitation(guest));
}

export function invitationCancelMail(data: GuestMailData, site: SiteBrand): ComposedMail {
  const { words, guest, common } = guestParts(data, site);
  return composeMail({ ...common, ...words.invitationDeclined(guest) });
}

/** The invitation taken back by staff (the request's decision changed): the calendar follows. */
export function invitationWithdrawnMail(data: GuestMailData, site: SiteBrand): ComposedMail {
  const { words, guest, common } = guestParts(data, site);
  return composeMail({ ...common, ...words.invitationWithdrawn(guest) });
}

/** The event moved (its content file's start, end or place): the pass and a calendar update. */
export function invitationChangedMail(data: GuestMailData, site: SiteBrand): ComposedMail {
  return seatMail(data, site, (words, guest) => words.invitationChanged(guest));
}

/** The event's content file was removed before it began: the calendar entry goes. */
export function eventCancelledMail(data: GuestMailData, site: SiteBrand): ComposedMail {
  const { words, guest, common } = guestParts(data, site);
  return composeMail({ ...common, ...words.eventCancelled(guest) });
}

export function reminderMail(
  data: GuestMailData,
  hoursAhead: number,
  site: SiteBrand,
): ComposedMail {
  return seatMail(data, site, (words, guest) => words.reminder(guest, hoursAhead));
}
