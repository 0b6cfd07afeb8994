// Sent by staff's decision on a membership application. The approval mail carries no link:
// a new member's set-password link travels alone, in the member-invitation mail.
import type { DecisionStatus } from '../../inputs/fields.ts';
import { greetingFor } from '../greeting.ts';
import { composeMail, type ComposedMail } from '../compose-mail.ts';
import type { SiteBrand } from './site-brand.ts';

export interface MembershipStatusData {
  firstName: string;
  status: DecisionStatus;
  /** True when an account was just created, so a separate set-password mail is on its way. */
  invitationSent: boolean;
}

export function membershipStatusMail(data: MembershipStatusData, site: SiteBrand): ComposedMail {
  const greeting = greetingFor(data.firstName);
  switch (data.status) {
    case 'approved':
      return composeMail({
        ...site,
        subject: `Welcome to ${site.siteName}: your application is approved`,
        greeting,
        paragraphs: [
          `We are delighted to tell you that your application to join ${site.siteName} has been approved.`,
          data.invitationSent
            ? 'Your member account is ready. We have sent you a separate e-mail with a link to set your password; once it is set you can log in and explore the opportunities.'
            : `You can log in at ${site.siteUrl}/login to explore the opportunities.`,
          'We look forward to seeing you at our next gathering.',
        ],
      });
    case 'waitlist':
      return composeMail({
        ...site,
        subject: `Your application to ${site.siteName}: on our waitlist`,
        greeting,
        paragraphs: [
          `Thank you for applying to join ${site.siteName}. We have placed your application on our waitlist.`,
          'We keep membership small so that every introduction counts. As places open we review the waitlist first, and we will contact you as soon as we can welcome you.',
        ],
      });
    case 'rejected':
      return composeMail({
        ...site,
        subject: `Your application to ${site.siteName}`,
        greeting,
        paragraphs: [
          `Thank you for your interest in ${site.siteName} and for the time you took to apply.`,
          'After careful review we are unable to offer you membership at this time. This reflects the current shape of the network rather than a judgement of you or your company.',
          'We wish you every success in Saudi Arabia.',
        ],
      });
  }
}
