import { defaultLocale, toLocale, type Locale } from '~/lib/i18n/locales.ts';

/**
 * The language of the page a script runs on, from `<html lang>` (the layout writes the page's
 * locale there): for what belongs to the page rather than to one island, the notices and the join
 * modal, which the page's scripts mount at the end of <body>.
 */
export function pageLocale(): Locale {
  return typeof document === 'undefined' ? defaultLocale : toLocale(document.documentElement.lang);
}
