import { describe, expect, it } from 'vitest';
import { publicPaths } from '~/lib/site/public-routes.ts';
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
      '/privacy-policy',
      '/terms-of-use',
      '/events/leap-dinner',
      '/events/suhoor-dinner',
    ]);
  });

  it('never lists the staff area, login or the 404 page', () => {
    const paths = publicPaths(['privacy-policy'], ['leap-dinner']);
    for (const hidden of ['/crm', '/login', '/404', '/resources/inbound-contacts']) {
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
