// Sent when an approved applicant's account is created, in the application's language: the only
// mail that carries the set-password link (never a password).
import type { SiteLocale } from '../../i18n/site-locale.ts';
import type { ComposedMail } from '../compose-mail.ts';
import { mailWords } from '../words/mail-words.ts';
import { greetedMail } from './greeted-mail.ts';
import type { SiteBrand } from './site-brand.ts';

export interface MemberInvitationData {
  firstName: string;
  setPasswordUrl: string;
}

export function memberInvitationMail(
  data: MemberInvitationData,
  site: SiteBrand,
  locale: SiteLocale = 'en',
): ComposedMail {
  const { action, ...written } = mailWords(locale).memberInvitation(site);
  return greetedMail(data.firstName, site, locale, {
    ...written,
    action: { label: action, url: data.setPasswordUrl },
  });
}
