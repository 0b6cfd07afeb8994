// The languages a request, a contact or an invitation can be written in: the SQL domains
// public.site_locale and public.guest_language, as `npm run gen:types` reads them (the website's
// list, src/lib/i18n/locales.ts, is pinned to the same domain by
// tests/integration/database/value-lists.test.ts).
import { Constants, type Database } from '../database.types.ts';

export type SiteLocale = Database['public']['Enums']['site_locale'];

export const SITE_LOCALES = Constants.public.Enums.site_locale;

/** A stored row's language; anything that is not a known locale (an older row) reads as English. */
export function siteLocaleOf(value: unknown): SiteLocale {
  return SITE_LOCALES.find((locale) => locale === value) ?? 'en';
}
