// Sent to a visitor right after they request an invitation to a forum or dinner, in the
// request's language.
import type { EventType } from '../../inputs/fields.ts';
import type { SiteLocale } from '../../i18n/site-locale.ts';
import type { ComposedMail } from '../compose-mail.ts';
import { mailWords } from '../words/mail-words.ts';
import { greetedMail } from './greeted-mail.ts';
import type { SiteBrand } from './site-brand.ts';

export interface EventConfirmationData {
  firstName: string;
  eventType: EventType;
  company?: string | undefined;
}

export function eventConfirmationMail(
  data: EventConfirmationData,
  site: SiteBrand,
  locale: SiteLocale = 'en',
): ComposedMail {
  const words = mailWords(locale);
  return greetedMail(
    data.firstName,
    site,
    locale,
    words.eventConfirmation(words.eventType[data.eventType], data.company),
  );
}
