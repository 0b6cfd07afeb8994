import { unlocalizedPath } from '../i18n/locales.ts';
import { eventPath, siteLinks } from './routes.ts';

/**
 * The fixed public pages that belong in the sitemap (redirects, 404, the account and the CRM do
 * not). The sign-in pages are indexed: members search for "Majlis Network login", and Lighthouse's
 * SEO check (100 on /ar/login, issue 45) counts a noindex as a failure.
 */
export const staticPublicPaths = [
  '/',
  '/people',
  '/clients-partners',
  '/contact',
  '/resources',
  '/your-data',
  '/login',
  '/register',
  '/forgot-password',
] as const;

/** Public pages still English only (none now; a new one is listed here until it is translated). */
const englishOnlyPaths: readonly string[] = [];

/** Paths that crawlers must leave alone: the staff area and the members-only inbound list. */
export const disallowedPaths = ['/crm', '/resources/inbound-contacts'] as const;

/** Every canonical public path: the fixed pages, the legal pages and one per event. */
export function publicPaths(legalIds: readonly string[], eventIds: readonly string[]): string[] {
  return [
    ...staticPublicPaths,
    ...[...legalIds].sort().map((id) => `/${id}`),
    ...[...eventIds].sort().map(eventPath),
  ];
}

/** The member's account: in both languages, out of the sitemap (noindex). */
const memberPaths: readonly string[] = ['/account'];

/**
 * Whether a public path has its page in every language: the fixed pages, the legal pages,
 * /your-data, the event pages, the sign-in pages and the account. The 404, verify and unsubscribe
 * pages have both languages but no place in the sitemap (noindex).
 */
export function isTranslatedPath(path: string): boolean {
  const bare = unlocalizedPath(path);
  if (englishOnlyPaths.includes(bare)) return false;
  return (
    (staticPublicPaths as readonly string[]).includes(bare) ||
    memberPaths.includes(bare) ||
    siteLinks('en').legal.some((link) => link.href === bare) ||
    /^\/events\/[^/]+$/.test(bare)
  );
}
