// Sent when an approved applicant's account is created, in the application's language: the only
// mail that carries the set-password link (never a password).
import { greetedMail } from './greeted-mail.ts';

export interface MemberInvitationData {
  firstName: string;
  setPasswordUrl: string;
}

export const memberInvitationMail = greetedMail((data: MemberInvitationData, words, site) => {
  const { action, ...written } = words.memberInvitation(site);
  return { ...written, action: { label: action, url: data.setPasswordUrl } };
});
