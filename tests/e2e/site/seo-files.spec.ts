import { expect, test } from '@playwright/test';
import { expectedAlternates, origin } from './routes.ts';

test('sitemap.xml lists every canonical public page and nothing else', async ({ request }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('xml');
  const xml = await response.text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1]!).pathname,
  );
  for (const path of [
    '/',
    '/people',
    '/clients-partners',
    '/contact',
    '/privacy-policy',
    '/terms-of-use',
    '/resources',
    '/your-data',
  ]) {
    expect(paths).toContain(path);
  }
  // /your-data is in both languages; its verify page, the newsletter's confirm page and the
  // unsubscribe pages are noindex.
  expect(paths).toContain('/ar/your-data');
  for (const noindex of [
    '/your-data/verify',
    '/ar/your-data/verify',
    '/newsletter/confirm',
    '/ar/newsletter/confirm',
    '/unsubscribe',
    '/ar/unsubscribe',
  ]) {
    expect(paths).not.toContain(noindex);
  }
  const events = paths.filter((path) => path.startsWith('/events/'));
  expect(events.length).toBeGreaterThanOrEqual(10);
  for (const excluded of [
    '/404',
    '/ar/404',
    '/account',
    '/crm',
    '/github-founder',
    '/events/github-founder',
    '/events/studios180-event',
  ]) {
    expect(paths).not.toContain(excluded);
  }
  expect(xml).toContain(`<loc>${origin}/</loc>`);
  // Every page in Arabic too, and every entry names both languages and x-default.
  for (const path of ['/ar', '/ar/people', '/ar/privacy-policy', '/ar/resources', '/ar/login']) {
    expect(paths).toContain(path);
  }
  expect(paths.filter((path) => path.startsWith('/ar/events/'))).toHaveLength(events.length);
  const entries = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(.*?)<\/url>/g)];
  expect(entries).toHaveLength(paths.length);
  for (const [, loc, links] of entries) {
    const alternates = Object.fromEntries(
      [...links!.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]]),
    );
    expect(alternates, loc).toEqual(expectedAlternates(new URL(loc!).pathname));
  }
  // Every event page in the sitemap is served.
  for (const path of events) {
    expect((await request.get(path)).status(), path).toBe(200);
    expect((await request.get(`/ar${path}`)).status(), `/ar${path}`).toBe(200);
  }
});

test('robots.txt allows crawling, keeps out of /crm and names the sitemap', async ({ request }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text).toMatch(/^User-agent: \*$/m);
  expect(text).toMatch(/^Allow: \/$/m);
  expect(text).toMatch(/^Disallow: \/crm$/m);
  expect(text).toMatch(new RegExp(`^Sitemap: ${origin}/sitemap.xml$`, 'm'));
});

test('the favicon and the default social image are served', async ({ request }) => {
  const favicon = await request.get('/favicon.svg');
  expect(favicon.status()).toBe(200);
  expect(await favicon.text()).toContain('<svg');
  const image = await request.get('/og-default.png');
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/png');
});
