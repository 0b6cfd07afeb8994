import { escapeXml } from './escape-xml.ts';

/** A sitemaps.org urlset for the given paths on `origin`, deduplicated, in the order given. */
export function buildSitemap(origin: URL | string, paths: readonly string[]): string {
  const urls = [...new Set(paths)].map((path) => new URL(path, origin).href);
  const entries = urls.map((url) => `  <url><loc>${escapeXml(url)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
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
