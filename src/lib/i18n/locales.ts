/**
 * The site's languages, written once (docs/architecture.md#languages): English at today's URLs, Arabic under
 * /ar/ (astro.config.mjs reads `localeCodes` and `defaultLocale` for Astro's i18n routing).
 */
export const locales = {
  en: { lang: 'en', dir: 'ltr', label: 'English', ogLocale: 'en_US' },
  ar: { lang: 'ar', dir: 'rtl', label: 'العربية', ogLocale: 'ar_SA' },
} as const;

export type Locale = keyof typeof locales;

/** The locale served without a prefix. */
export const defaultLocale: Locale = 'en';

/** Every locale code, default first. */
export const localeCodes = Object.keys(locales) as Locale[];

/** Narrows Astro.currentLocale (a string, or undefined outside i18n routes) to a site locale. */
export function toLocale(code: string | undefined): Locale {
  return code !== undefined && Object.hasOwn(locales, code) ? (code as Locale) : defaultLocale;
}

/** The locale a public path belongs to: "/ar" and "/ar/…" are Arabic, everything else English. */
export function localeOfPath(path: string): Locale {
  for (const code of localeCodes) {
    if (code !== defaultLocale && (path === `/${code}` || path.startsWith(`/${code}/`)))
      return code;
  }
  return defaultLocale;
}

/** The path without its locale prefix: "/ar/people" → "/people", "/ar" → "/". */
export function unlocalizedPath(path: string): string {
  const locale = localeOfPath(path);
  if (locale === defaultLocale) return path;
  return path.slice(locale.length + 1) || '/';
}

/** The same page in `locale`: "/people" → "/ar/people", "/" → "/ar", "/ar/people" → "/people". */
export function localizedPath(path: string, locale: Locale): string {
  const bare = unlocalizedPath(path);
  if (locale === defaultLocale) return bare;
  return bare === '/' ? `/${locale}` : `/${locale}${bare}`;
}

/** One `hreflang` alternate of a page. */
export interface Alternate {
  hreflang: string;
  path: string;
}

/** A page's alternates in every locale plus `x-default` (the English page). */
export function alternatesOf(path: string): Alternate[] {
  return [
    ...localeCodes.map((code) => ({
      hreflang: locales[code].lang,
      path: localizedPath(path, code),
    })),
    { hreflang: 'x-default', path: localizedPath(path, defaultLocale) },
  ];
}
