// Sent by staff's decision on a membership application, in the application's language. The
// approval mail carries no link: a new member's set-password link travels alone, in the
// member-invitation mail.
import type { DecisionStatus } from '../../inputs/fields.ts';
import { greetedMail } from './greeted-mail.ts';

export interface MembershipStatusData {
  firstName: string;
  status: DecisionStatus;
  /** True when an account was just created, so a separate set-password mail is on its way. */
  invitationSent: boolean;
}

export const membershipStatusMail = greetedMail((data: MembershipStatusData, words, site) =>
  words.membershipStatus(data.status, site, data.invitationSent),
);
