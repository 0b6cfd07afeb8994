import { describe, expect, it } from 'vitest';
import { publicPaths } from '~/lib/site/public-routes.ts';
import { alternatesOf } from '~/lib/i18n/locales.ts';
import { buildRobots, buildSitemap } from '~/lib/site/sitemap.ts';

describe('publicPaths', () => {
  it('lists the fixed pages, then legal pages and events in name order', () => {
    expect(
      publicPaths(['terms-of-use', 'privacy-policy'], ['suhoor-dinner', 'leap-dinner']),
    ).toEqual([
      '/',
      '/people',
      '/clients-partners',
      '/contact',
      '/resources',
      '/your-data',
      '/login',
      '/register',
      '/forgot-password',
      '/privacy-policy',
      '/terms-of-use',
      '/events/leap-dinner',
      '/events/suhoor-dinner',
    ]);
  });

  it('never lists the staff area, the account or the 404 page', () => {
    const paths = publicPaths(['privacy-policy'], ['leap-dinner']);
    for (const hidden of ['/crm', '/account', '/404', '/resources/inbound-contacts']) {
      expect(paths).not.toContain(hidden);
    }
  });
});

describe('buildSitemap', () => {
  it('writes absolute, escaped, deduplicated URLs', () => {
    const xml = buildSitemap('https://example.com', ['/', '/a&b', '/']);
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '  <url><loc>https://example.com/</loc></url>',
        '  <url><loc>https://example.com/a&amp;b</loc></url>',
        '</urlset>',
        '',
      ].join('\n'),
    );
  });
});

describe('buildRobots', () => {
  it('allows everything but the listed paths and names the sitemap', () => {
    expect(buildRobots('https://example.com/sitemap.xml', ['/crm'])).toBe(
      'User-agent: *\nAllow: /\nDisallow: /crm\n\nSitemap: https://example.com/sitemap.xml\n',
    );
  });
});

describe('buildSitemap with language alternates', () => {
  it('names every language version and x-default in each entry, escaped', () => {
    const xml = buildSitemap('https://example.com', ['/a&b', '/ar/a&b'], (path) =>
      alternatesOf(path),
    );
    const links =
      '<xhtml:link rel="alternate" hreflang="en" href="https://example.com/a&amp;b"/>' +
      '<xhtml:link rel="alternate" hreflang="ar" href="https://example.com/ar/a&amp;b"/>' +
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://example.com/a&amp;b"/>';
    expect(xml.split('\n')).toEqual([
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      `  <url><loc>https://example.com/a&amp;b</loc>${links}</url>`,
      `  <url><loc>https://example.com/ar/a&amp;b</loc>${links}</url>`,
      '</urlset>',
      '',
    ]);
  });
});
