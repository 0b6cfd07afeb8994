// The words of the mails a person gets in reply to their own request, once per language
// (docs/behaviour/submissions.md#the-mails-language): the templates compose them, the words live
// here. Typed as a record over every site locale, so a language or an entry missing from one
// language fails the type check. Mails to staff stay English; a privacy request's mails are in the
// language of the request (docs/behaviour/privacy-requests.md#language).
import type { EventType } from '../../domain/event-types.ts';
import type { PrivacyRequestKind } from '../../domain/privacy.ts';
import type { DecisionStatus } from '../../inputs/fields.ts';
import type { ControllerIdentity } from '../../privacy/controller-identity.ts';
import type { SiteLocale } from '../../i18n/site-locale.ts';
import { arabicMailWords } from './ar.ts';
import { englishMailWords } from './en.ts';

/** What a template needs of the site, in words. */
export interface Site {
  siteName: string;
  siteUrl: string;
}

export interface Written {
  subject: string;
  paragraphs: string[];
}

/** A mail with one button: its label, and the lines under it. */
export interface WrittenWithAction extends Written {
  action: string;
  afterAction: string[];
}

/** The extension notice's facts: the request's kind, staff's reason, both dates as the person reads them. */
export interface PrivacyExtensionFacts {
  kind: PrivacyRequestKind;
  reason: string;
  dueOn: string;
  extendedUntilOn: string;
}

export interface GuestWords {
  title: string;
  when: string;
  where: string;
}

export interface MailWords {
  /** The document's language and direction (<html lang dir>). */
  lang: SiteLocale;
  dir: 'ltr' | 'rtl';
  /** The site's home page in this language, from the site's origin ('' is the English home). */
  homePath: string;
  greeting(name: string | undefined): string;
  signOff(siteName: string): readonly [string, string];
  footer(siteName: string, homeUrl: string): string;
  /** "Label: URL", the text part's form of a button. */
  actionLine(label: string, url: string): string;
  unsubscribeLabel: string;
  unsubscribeLine(url: string): string;
  /** How each event type is named inside a sentence. */
  eventType: Record<EventType, string>;
  networkConfirmation(site: Site, company: string | undefined): Written;
  /** The double opt-in link: the newsletter starts only once its button is pressed. */
  newsletterConfirmation(site: Site): WrittenWithAction;
  /** The first newsletter mail, once the owner confirmed: a marketing mail with its unsubscribe link. */
  newsletterWelcome(site: Site): Written;
  /** Under a campaign's message: who sends it, and why the person receives it. */
  campaignSentBy(senderName: string, site: Site): string;
  /** Above a test send's message: it went to staff only. */
  campaignTestNote: string;
  /** An announcement's button to the event's request form. */
  campaignEventAction(eventTitle: string): string;
  eventConfirmation(eventName: string, company: string | undefined): Written;
  eventStatus(status: DecisionStatus, eventName: string): Written;
  membershipStatus(status: DecisionStatus, site: Site, invitationSent: boolean): Written;
  memberInvitation(site: Site): WrittenWithAction;
  /** The link that verifies a privacy request (its button leads to the verify page). */
  privacyVerification(kind: PrivacyRequestKind, site: Site): WrittenWithAction;
  /** The notice of a privacy request's one extension. */
  privacyExtension(facts: PrivacyExtensionFacts): Written;
  /** The link to a person's export archive, working until `expiresOn`. */
  personalDataExport(site: Site, expiresOn: string): WrittenWithAction;
  /** The privacy mails' last paragraph: who the controller is and how to reach its contact. */
  controllerLine(controller: ControllerIdentity): string;
  invitation(guest: GuestWords): Written;
  invitationDeclined(guest: GuestWords): Written;
  invitationWithdrawn(guest: GuestWords): Written;
  /** The event's time or place changed in its content file: the calendar entry follows. */
  invitationChanged(guest: GuestWords): Written;
  /** The event's content file was removed before it began: it will not take place. */
  eventCancelled(guest: GuestWords): Written;
  reminder(guest: GuestWords, hoursAhead: number): Written;
  openPass: string;
  /** The plain-text line with the decline link. */
  declineHere(url: string): string;
  /** The HTML part's sentence above the decline button, and the button's label. */
  declineLead: string;
  declineButton: string;
  /** After an event's date and time: the place whose clock it is, e.g. "(Riyadh time)". */
  zoneNote(place: string): string;
  /** The calendar entry's description: the pass, or who will not come. */
  calendarPass(url: string): string;
  calendarDeclined(name: string): string;
}

export const MAIL_WORDS = {
  en: englishMailWords,
  ar: arabicMailWords,
} as const satisfies Record<SiteLocale, MailWords>;

export function mailWords(locale: SiteLocale): MailWords {
  return MAIL_WORDS[locale];
}
