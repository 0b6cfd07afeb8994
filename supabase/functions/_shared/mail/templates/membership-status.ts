// Sent by staff's decision on a membership application, in the application's language. The
// approval mail carries no link: a new member's set-password link travels alone, in the
// member-invitation mail.
import type { DecisionStatus } from '../../inputs/fields.ts';
import type { SiteLocale } from '../../i18n/site-locale.ts';
import type { ComposedMail } from '../compose-mail.ts';
import { mailWords } from '../words/mail-words.ts';
import { greetedMail } from './greeted-mail.ts';
import type { SiteBrand } from './site-brand.ts';

export interface MembershipStatusData {
  firstName: string;
  status: DecisionStatus;
  /** True when an account was just created, so a separate set-password mail is on its way. */
  invitationSent: boolean;
}

export function membershipStatusMail(
  data: MembershipStatusData,
  site: SiteBrand,
  locale: SiteLocale = 'en',
): ComposedMail {
  return greetedMail(
    data.firstName,
    site,
    locale,
    mailWords(locale).membershipStatus(data.status, site, data.invitationSent),
  );
}
