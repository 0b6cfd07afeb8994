// Sent when an approved applicant's account is created: the only mail that carries the
// set-password link (never a password).
import { greetingFor } from '../greeting.ts';
import { composeMail, type ComposedMail } from '../compose-mail.ts';
import type { SiteBrand } from './site-brand.ts';

export interface MemberInvitationData {
  firstName: string;
  setPasswordUrl: string;
}

export function memberInvitationMail(data: MemberInvitationData, site: SiteBrand): ComposedMail {
  return composeMail({
    ...site,
    subject: `Set your password for ${site.siteName}`,
    greeting: greetingFor(data.firstName),
    paragraphs: [
      `Your ${site.siteName} member account has been created. Choose your password to finish setting it up.`,
    ],
    action: { label: 'Set your password', url: data.setPasswordUrl },
    afterAction: [
      'The link can be used once and expires after a while. If it no longer works, use "Forgot password" on the login page to get a new one.',
      'If you did not apply to join, you can ignore this e-mail.',
    ],
  });
}
