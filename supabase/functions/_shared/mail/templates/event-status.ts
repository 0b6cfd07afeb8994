// Sent by staff's decision on a forum or dinner invitation request, in the request's language.
import type { DecisionStatus, EventType } from '../../inputs/fields.ts';
import type { SiteLocale } from '../../i18n/site-locale.ts';
import type { ComposedMail } from '../compose-mail.ts';
import { mailWords } from '../words/mail-words.ts';
import { greetedMail } from './greeted-mail.ts';
import type { SiteBrand } from './site-brand.ts';

export interface EventStatusData {
  firstName: string;
  eventType: EventType;
  status: DecisionStatus;
}

export function eventStatusMail(
  data: EventStatusData,
  site: SiteBrand,
  locale: SiteLocale = 'en',
): ComposedMail {
  const words = mailWords(locale);
  return greetedMail(
    data.firstName,
    site,
    locale,
    words.eventStatus(data.status, words.eventType[data.eventType]),
  );
}
