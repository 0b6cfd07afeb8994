import type { Alternate } from '../i18n/locales.ts';
import { escapeXml } from './escape-xml.ts';

/**
 * A sitemaps.org urlset for the given paths on `origin`, deduplicated, in the order given. With
 * `alternates`, each entry lists its language versions as xhtml:link elements (Google's
 * hreflang-in-sitemap form), x-default included.
 */
export function buildSitemap(
  origin: URL | string,
  paths: readonly string[],
  alternates?: (path: string) => readonly Alternate[],
): string {
  const href = (path: string) => escapeXml(new URL(path, origin).href);
  const entries = [...new Set(paths)].map((path) => {
    const links = (alternates?.(path) ?? []).map(
      (alternate) =>
        `<xhtml:link rel="alternate" hreflang="${alternate.hreflang}" href="${href(alternate.path)}"/>`,
    );
    return `  <url><loc>${href(path)}</loc>${links.join('')}</url>`;
  });
  const namespaces = alternates
    ? ' xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml"'
    : ' xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<urlset${namespaces}>`,
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: everything public is crawlable, the staff area is not, and the sitemap is named. */
export function buildRobots(sitemapUrl: URL | string, disallow: readonly string[]): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...disallow.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${new URL(sitemapUrl).href}`,
    '',
  ].join('\n');
}
