// The English mails, word for word as they were before Arabic came
// (tests/unit/functions/english-mails-unchanged.test.ts pins them).
import { isolate } from '../bidi.ts';
import { EVENT_TYPE_TEXT } from '../../domain/event-types.ts';
import type { PrivacyRequestKind } from '../../domain/privacy.ts';
import type { MailWords } from './mail-words.ts';

/** What the person asked for, as the privacy mails say it back. */
const PRIVACY_ASKED: Record<PrivacyRequestKind, string> = {
  access: 'to see and receive a copy of the personal data we hold about you',
  correction: 'to correct the personal data we hold about you',
  erasure: 'to delete the personal data we hold about you',
};

export const englishMailWords: MailWords = {
  lang: 'en',
  dir: 'ltr',
  homePath: '',
  greeting: (name) => (name ? `Dear ${name},` : 'Hello,'),
  signOff: (siteName) => [`Warm regards,`, `The ${siteName} team`],
  footer: (siteName, homeUrl) => `${siteName} · ${homeUrl}`,
  actionLine: (label, url) => `${label}: ${url}`,
  unsubscribeLabel: 'Unsubscribe',
  unsubscribeLine: (url) => `Unsubscribe: ${url}`,
  eventType: { forum: EVENT_TYPE_TEXT.forum.inMail, dinner: EVENT_TYPE_TEXT.dinner.inMail },

  networkConfirmation: (site, company) => ({
    subject: `We received your application to ${site.siteName}`,
    paragraphs: [
      `Thank you for your interest in joining ${site.siteName}${company ? ` on behalf of ${company}` : ''}. Your application has reached us.`,
      'Our team reviews every application personally. We will be in touch soon with the outcome and, if you are accepted, with the next steps.',
      'If you did not apply, you can ignore this e-mail; nothing further will happen.',
    ],
  }),

  newsletterConfirmation: (site) => ({
    subject: `Confirm your subscription to the ${site.siteName} newsletter`,
    paragraphs: [
      `Thank you for signing up for the ${site.siteName} newsletter.`,
      'Please confirm that this address is yours with the button below. Once you confirm, you will receive our guide to landing and expanding in Saudi Arabia, along with news of upcoming gatherings and opportunities.',
    ],
    action: 'Confirm my subscription',
    afterAction: [
      'The link works for 7 days. If you did not sign up, ignore this e-mail: without your confirmation you receive nothing more from us.',
    ],
  }),

  campaignSentBy: (senderName, site) =>
    `Sent by ${isolate(senderName)} of ${site.siteName}, because you subscribed to its newsletter.`,
  campaignTestNote: 'Test send: only you received this e-mail.',
  campaignEventAction: (eventTitle) => `Request your place at ${isolate(eventTitle)}`,

  newsletterWelcome: (site) => ({
    subject: `You are subscribed to the ${site.siteName} newsletter`,
    paragraphs: [
      `Thank you for signing up for the ${site.siteName} newsletter.`,
      'You will receive our guide to landing and expanding in Saudi Arabia, along with news of upcoming gatherings and opportunities.',
      'If you did not sign up, or no longer want the newsletter, the unsubscribe link at the end of this e-mail stops it at once.',
    ],
  }),

  eventConfirmation: (eventName, company) => ({
    subject: `Your invitation request for ${eventName}`,
    paragraphs: [
      `Thank you for your interest in ${eventName}${company ? ` with ${company}` : ''}. We have received your invitation request.`,
      'Places are limited and every request is reviewed by our team. We will be in touch soon to let you know whether we can welcome you.',
      'If you did not make this request, you can ignore this e-mail.',
    ],
  }),

  eventStatus: (status, eventName) => {
    switch (status) {
      case 'approved':
        return {
          subject: `You are invited to ${eventName}`,
          paragraphs: [
            `We are pleased to confirm your invitation to ${eventName}.`,
            'The venue and final details are shared with confirmed guests shortly before the evening. Please keep the date free; if your plans change, reply to this e-mail so we can offer your place to someone on the waitlist.',
          ],
        };
      case 'waitlist':
        return {
          subject: `Your request for ${eventName}: on our waitlist`,
          paragraphs: [
            `Thank you for your interest in ${eventName}. The evening is currently full, so we have placed you on the waitlist.`,
            'If a place opens we will write to you straight away.',
          ],
        };
      case 'rejected':
        return {
          subject: `Your request for ${eventName}`,
          paragraphs: [
            `Thank you for your interest in ${eventName}. Unfortunately we are unable to offer you a place this time.`,
            'We hold gatherings throughout the year and hope to welcome you at a future one.',
          ],
        };
    }
  },

  membershipStatus: (status, site, invitationSent) => {
    switch (status) {
      case 'approved':
        return {
          subject: `Welcome to ${site.siteName}: your application is approved`,
          paragraphs: [
            `We are delighted to tell you that your application to join ${site.siteName} has been approved.`,
            invitationSent
              ? 'Your member account is ready. We have sent you a separate e-mail with a link to set your password; once it is set you can log in and explore the opportunities.'
              : `You can log in at ${site.siteUrl}/login to explore the opportunities.`,
            'We look forward to seeing you at our next gathering.',
          ],
        };
      case 'waitlist':
        return {
          subject: `Your application to ${site.siteName}: on our waitlist`,
          paragraphs: [
            `Thank you for applying to join ${site.siteName}. We have placed your application on our waitlist.`,
            'We keep membership small so that every introduction counts. As places open we review the waitlist first, and we will contact you as soon as we can welcome you.',
          ],
        };
      case 'rejected':
        return {
          subject: `Your application to ${site.siteName}`,
          paragraphs: [
            `Thank you for your interest in ${site.siteName} and for the time you took to apply.`,
            'After careful review we are unable to offer you membership at this time. This reflects the current shape of the network rather than a judgement of you or your company.',
            'We wish you every success in Saudi Arabia.',
          ],
        };
    }
  },

  memberInvitation: (site) => ({
    subject: `Set your password for ${site.siteName}`,
    paragraphs: [
      `Your ${site.siteName} member account has been created. Choose your password to finish setting it up.`,
    ],
    action: 'Set your password',
    afterAction: [
      'The link can be used once and expires after a while. If it no longer works, use "Forgot password" on the login page to get a new one.',
      'If you did not apply to join, you can ignore this e-mail.',
    ],
  }),

  privacyVerification: (kind, site) => ({
    subject: `Confirm your request about your data at ${site.siteName}`,
    paragraphs: [
      `We received a request from this address ${PRIVACY_ASKED[kind]}.`,
      'To make sure the request comes from you, please confirm it with the button below. We start working on it, and our 30 days to answer begin, once you confirm.',
    ],
    action: 'Confirm my request',
    afterAction: [
      'The link works once and for 24 hours. If you did not ask, ignore this e-mail: nothing happens without your confirmation.',
    ],
  }),

  privacyExtension: (facts) => ({
    subject: 'We need more time to answer your request about your data',
    paragraphs: [
      `You asked ${PRIVACY_ASKED[facts.kind]}. We planned to answer by ${facts.dueOn}, but we need more time, for this reason:`,
      facts.reason,
      `We will answer by ${facts.extendedUntilOn} at the latest. The law allows one such extension; we will not extend again.`,
      'If you have a question, reply to this e-mail.',
    ],
  }),

  personalDataExport: (site, expiresOn) => ({
    subject: `Your personal data held by ${site.siteName}`,
    paragraphs: [
      `As you asked, here is a copy of all the personal data ${site.siteName} holds about you: one zip file with each table as JSON and CSV, the files attached to your record, and a README.txt listing everything.`,
    ],
    action: 'Download your data',
    afterAction: [
      `The link works until ${expiresOn}. Keep the file somewhere safe: it holds your personal data.`,
      'If you did not ask for your data, reply to this e-mail so we can look into it.',
    ],
  }),

  controllerLine: (controller) =>
    `${controller.legalName}, ${controller.address}, is the controller of your personal data. Our data protection contact, ${controller.dataProtectionContact}, answers at ${controller.email}.`,

  invitation: (guest) => ({
    subject: `Your invitation: ${guest.title}`,
    paragraphs: [
      `We are delighted to welcome you to ${guest.title}.`,
      `When: ${guest.when}`,
      `Where: ${guest.where}`,
      'The attached calendar entry adds the evening to your calendar. Your pass shows a code to present at the door; open it once and it stays on your phone.',
    ],
  }),

  invitationDeclined: (guest) => ({
    subject: `Declined: ${guest.title}`,
    paragraphs: [
      `Thank you for letting us know that you cannot attend ${guest.title} (${guest.when}). Your place has been released.`,
      'The attached calendar update removes the evening from your calendar. We hope to welcome you at a future gathering.',
    ],
  }),

  invitationWithdrawn: (guest) => ({
    subject: `Calendar update: ${guest.title}`,
    paragraphs: [
      `Your place at ${guest.title} (${guest.when}) is no longer held, so your pass no longer admits you.`,
      'The attached calendar update removes the evening from your calendar.',
    ],
  }),

  invitationChanged: (guest) => ({
    subject: `New time or place: ${guest.title}`,
    paragraphs: [
      `${guest.title} has changed. Your invitation stands, as follows:`,
      `When: ${guest.when}`,
      `Where: ${guest.where}`,
      'The attached calendar update moves the evening in your calendar. Your pass stays the same.',
    ],
  }),

  eventCancelled: (guest) => ({
    subject: `Cancelled: ${guest.title}`,
    paragraphs: [
      `We are sorry to tell you that ${guest.title} (${guest.when}) will not take place.`,
      'The attached calendar update removes the evening from your calendar. We hope to welcome you at a future gathering.',
    ],
  }),

  reminder: (guest, hoursAhead) => ({
    subject: `${hoursAhead === 24 ? 'Tomorrow' : 'Today'}: ${guest.title}`,
    paragraphs: [
      `A reminder that ${guest.title} begins in ${hoursAhead} hours.`,
      `When: ${guest.when}`,
      `Where: ${guest.where}`,
    ],
  }),

  openPass: 'Open your pass',
  declineHere: (url) => `If you can no longer attend, please decline here: ${url}`,
  declineLead:
    'If you can no longer attend, please let us know, so your seat can go to someone else.',
  declineButton: 'Decline the invitation',
  zoneNote: (place) => `(${place} time)`,
  calendarPass: (url) => `Your pass (show it at the door): ${url}`,
  calendarDeclined: (name) => `${name} will not attend.`,
};
