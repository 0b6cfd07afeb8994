// The English mails are what English-speaking visitors have always received: every template's
// subject, text and HTML, pinned byte for byte (the snapshot beside this file was taken before the
// mails learned Arabic, issue 28), so a change for another language cannot alter them.
import { describe, expect, it } from 'vitest';
import { invitationCalendar } from '../../../supabase/functions/_shared/invitations/invitation-calendar.ts';
import { formatEventTime } from '../../../supabase/functions/_shared/invitations/format-event-time.ts';
import { contentEvent } from '../../support/content-events.ts';
import { eventConfirmationMail } from '../../../supabase/functions/_shared/mail/templates/event-confirmation.ts';
import { eventStatusMail } from '../../../supabase/functions/_shared/mail/templates/event-status.ts';
import {
  invitationCancelMail,
  invitationMail,
  invitationWithdrawnMail,
  reminderMail,
} from '../../../supabase/functions/_shared/mail/templates/invitation.ts';
import { memberInvitationMail } from '../../../supabase/functions/_shared/mail/templates/member-invitation.ts';
import { membershipStatusMail } from '../../../supabase/functions/_shared/mail/templates/membership-status.ts';
import { networkConfirmationMail } from '../../../supabase/functions/_shared/mail/templates/network-confirmation.ts';
import { newsletterWelcomeMail } from '../../../supabase/functions/_shared/mail/templates/newsletter-welcome.ts';
import { newsletterConfirmationMail } from '../../../supabase/functions/_shared/mail/templates/newsletter-confirmation.ts';

const site = { siteName: 'Majlis Network', siteUrl: 'https://majlis.example' };
const UNSUBSCRIBE = `https://majlis.example/unsubscribe?token=${'f'.repeat(64)}`;
// The newsletter confirmation became the double opt-in link in issue 41 (its snapshot retaken then);
// the mail it was is the welcome after confirming, byte for byte.
const CONFIRM = `https://majlis.example/newsletter/confirm?token=${'f'.repeat(64)}`;
const guest = {
  firstName: 'Sara',
  eventTitle: 'Ramadan Suhoor Dinner',
  when: formatEventTime('2025-03-08T21:00:00+03:00', 'Asia/Riyadh'),
  where: 'Venue in Riyadh, shared with confirmed guests, Riyadh',
  passUrl: `https://majlis.example/pass/${'a'.repeat(64)}`,
  declineUrl: `https://majlis.example/pass/${'a'.repeat(64)}#decline`,
};

const MAILS = {
  'network confirmation': networkConfirmationMail({ firstName: 'Sara', company: 'Acme' }, site),
  'network confirmation, no company': networkConfirmationMail({ firstName: '' }, site),
  'newsletter confirmation': newsletterConfirmationMail(
    { firstName: 'Sara', confirmUrl: CONFIRM },
    site,
  ),
  'newsletter welcome': newsletterWelcomeMail(
    { firstName: 'Sara', unsubscribeUrl: UNSUBSCRIBE },
    site,
  ),
  'event confirmation': eventConfirmationMail(
    { firstName: 'Sara', eventType: 'forum', company: 'Acme' },
    site,
  ),
  'event approved': eventStatusMail(
    { firstName: 'Sara', eventType: 'dinner', status: 'approved' },
    site,
  ),
  'event waitlist': eventStatusMail(
    { firstName: 'Sara', eventType: 'forum', status: 'waitlist' },
    site,
  ),
  'event rejected': eventStatusMail(
    { firstName: 'Sara', eventType: 'dinner', status: 'rejected' },
    site,
  ),
  'membership approved, link sent': membershipStatusMail(
    { firstName: 'Sara', status: 'approved', invitationSent: true },
    site,
  ),
  'membership approved, no link': membershipStatusMail(
    { firstName: 'Sara', status: 'approved', invitationSent: false },
    site,
  ),
  'membership waitlist': membershipStatusMail(
    { firstName: 'Sara', status: 'waitlist', invitationSent: false },
    site,
  ),
  'membership rejected': membershipStatusMail(
    { firstName: 'Sara', status: 'rejected', invitationSent: false },
    site,
  ),
  'member invitation': memberInvitationMail(
    {
      firstName: 'Sara',
      setPasswordUrl: 'https://majlis.example/login?token_hash=abc&type=invite',
    },
    site,
  ),
  invitation: invitationMail(guest, site),
  'invitation declined': invitationCancelMail(guest, site),
  'invitation withdrawn': invitationWithdrawnMail(guest, site),
  'reminder 24 h': reminderMail(guest, 24, site),
  'reminder 3 h': reminderMail(guest, 3, site),
};

describe('English mails', () => {
  it.each(Object.entries(MAILS))('%s: subject, text and HTML as before', (name, mail) => {
    expect(mail).toMatchSnapshot(name);
  });

  it('the calendar entry as before', () => {
    const event = contentEvent('suhoor-dinner');
    const calendar = invitationCalendar({
      method: 'request',
      uid: 'uid-1@invitations.majlis.network',
      sequence: 0,
      event,
      guest: { name: 'Sara Haddad', email: 'sara@example.org' },
      organizer: { name: 'Majlis Network', email: 'invitations@majlis.example' },
      passUrl: guest.passUrl,
      stamp: new Date('2025-03-01T10:00:00Z'),
      siteName: 'Majlis Network',
    });
    expect(calendar).toMatchSnapshot('calendar');
  });
});
