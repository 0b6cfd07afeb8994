// Sent to the person when staff export their data: a time-limited link to the archive, in the
// language of the privacy request it answers (English for an export made without one).
import type { SiteLocale } from '../../i18n/site-locale.ts';
import { greetingFor } from '../greeting.ts';
import { composeMail, type ComposedMail } from '../compose-mail.ts';
import type { ControllerIdentity } from '../../privacy/controller-identity.ts';
import { mailWords } from '../words/mail-words.ts';
import { controllerParagraph } from './privacy-request.ts';
import type { SiteBrand } from './site-brand.ts';

export interface PersonalDataExportData {
  firstName: string;
  archiveUrl: string;
  /** When the link stops working, as a date the person reads (e.g. "4 December 2026"). */
  expiresOn: string;
}

export function personalDataExportMail(
  data: PersonalDataExportData,
  site: SiteBrand,
  locale: SiteLocale = 'en',
  controller?: ControllerIdentity,
): ComposedMail {
  const words = mailWords(locale).personalDataExport(site, data.expiresOn);
  return composeMail({
    ...site,
    locale,
    subject: words.subject,
    greeting: greetingFor(data.firstName, locale),
    paragraphs: words.paragraphs,
    action: { label: words.action, url: data.archiveUrl },
    afterAction: [...words.afterAction, ...controllerParagraph(controller, locale)],
  });
}
