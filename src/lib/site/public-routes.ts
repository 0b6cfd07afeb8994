import { eventPath } from './routes.ts';

/** The fixed public pages that belong in the sitemap (redirects, 404, login and the CRM do not). */
export const staticPublicPaths = [
  '/',
  '/people',
  '/clients-partners',
  '/contact',
  '/resources',
  '/your-data',
] as const;

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
