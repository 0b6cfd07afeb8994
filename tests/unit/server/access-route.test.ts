// The access log's route rule (src/server/routes/route-table.ts): a request is named by its
// backend pattern or the site route Astro matched, never by the path or query it came with.
import { describe, expect, it } from 'vitest';
import { OTHER_ROUTE } from '../../../supabase/local/metrics/route-pattern.ts';
import { accessRoute, type RouteEntry } from '../../../src/server/routes/route-table.ts';

/** Entries as the build writes them to dist/_routes.json (Astro's own expressions, in its order). */
const TABLE: RouteEntry[] = [
  { pattern: '/ar/events/[slug]', regex: '^\\/ar\\/events\\/([^/]+?)$' },
  { pattern: '/ar/unsubscribe', regex: '^\\/ar\\/unsubscribe$' },
  { pattern: '/ar', regex: '^\\/ar$' },
  { pattern: '/crm/check-in/[slug]', regex: '^\\/crm\\/check-in\\/([^/]+?)$' },
  { pattern: '/events/[slug].ics', regex: '^\\/events\\/([^/]+?)\\.ics$' },
  { pattern: '/events/[slug]', regex: '^\\/events\\/([^/]+?)$' },
  { pattern: '/pass/[token]', regex: '^\\/pass\\/([^/]+?)$' },
  { pattern: '/unsubscribe', regex: '^\\/unsubscribe$' },
  { pattern: '/your-data/verify', regex: '^\\/your-data\\/verify$' },
  { pattern: '/', regex: '^\\/$' },
];

const route = accessRoute(TABLE);

describe('accessRoute', () => {
  it.each([
    ['/', '/'],
    ['/?utm_source=sara%40example.org', '/'],
    // Tokens and addresses in the path or query never reach the log.
    ['/pass/q5V0xJm2Lw8_Z-3kHn9aPe', '/pass/[token]'],
    ['/pass/q5V0xJm2Lw8_Z-3kHn9aPe?print=1', '/pass/[token]'],
    ['/unsubscribe?token=3b1f9c0e&email=sara%2Bnews%40example.org', '/unsubscribe'],
    ['/ar/unsubscribe?token=3b1f9c0e', '/ar/unsubscribe'],
    [
      '/your-data/verify?token=abc&email=%D8%B3%D8%A7%D8%B1%D8%A9%40example.org',
      '/your-data/verify',
    ],
    ['/sara+news@example.org', OTHER_ROUTE],
    ['/%D8%B3%D8%A7%D8%B1%D8%A9%40example.org', OTHER_ROUTE],
    // Arabic, emoji and escapes, sent escaped or raw, match as Astro matches them (decoded).
    [
      '/ar/events/%D9%85%D9%86%D8%AA%D8%AF%D9%89-%D8%A7%D9%84%D8%B1%D9%8A%D8%A7%D8%B6',
      '/ar/events/[slug]',
    ],
    ['/ar/events/منتدى-الرياض', '/ar/events/[slug]'],
    ['/events/%F0%9F%8E%89-launch', '/events/[slug]'],
    ['/events/🎉-launch', '/events/[slug]'],
    ['/events/100%25-open', '/events/[slug]'],
    ['/events/forum-2026.ics', '/events/[slug].ics'],
    ['/crm/check-in/forum-2026', '/crm/check-in/[slug]'],
    // A % that escapes nothing (not UTF-8) is matched as sent, and still yields a pattern.
    ['/events/%E0%A4%A', '/events/[slug]'],
    ['/events/%', '/events/[slug]'],
    ['/%ZZ', OTHER_ROUTE],
    // An escaped slash is part of one segment, as Astro sees it after decodeURI.
    ['/pass/a%2Fb', '/pass/[token]'],
    ['/pass/a/b', OTHER_ROUTE],
    // The backend's fixed patterns come first (as /metrics labels them).
    ['/rest/v1/contacts?email=eq.sara%40example.org', '/rest/v1/:table'],
    ['/rest/v1/rpc/submit_application', '/rest/v1/rpc/:function'],
    ['/auth/v1/token?grant_type=password', '/auth/v1/token'],
    ['/auth/v1/sara@example.org', '/auth/v1/*'],
    [
      '/storage/v1/object/contact_attachments/5f0c/سيرة سارة 🎓.pdf',
      '/storage/v1/object/:bucket/*',
    ],
    ['/functions/v1/send-network-confirmation', '/functions/v1/:function'],
    ['/_astro/client.Bx2f.js', '/_astro/*'],
    ['/healthz', '/healthz'],
    ['/wp-login.php', OTHER_ROUTE],
  ])('%s → %s', (url, pattern) => {
    expect(route(url)).toBe(pattern);
  });

  it('names every site path "other" when the build has no table', () => {
    expect(accessRoute([])('/pass/q5V0xJm2Lw8')).toBe(OTHER_ROUTE);
  });
});
