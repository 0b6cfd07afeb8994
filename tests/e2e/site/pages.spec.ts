import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { englishOnlyPaths, expectedAlternates, origin, siteRoutes } from './routes.ts';
import { pageScripts } from '../support/page-scripts.ts';

const builtAt = process.env['BUILD_TIME'] ? new Date(process.env['BUILD_TIME']) : new Date();
// Both builds (today's and the one as of 1 January 2025) lie outside the banner's window, so its
// check needs no @build-date run of its own.
const bannerStart = new Date('2025-08-01T00:00:00+03:00');

for (const route of siteRoutes) {
  // One page load for every check of the page (they were five tests, each opening it again).
  test(`${route.path} has its metadata, language, site chrome, scripts and no axe violations`, async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(route.path);

    await test.step('heading, title, description, canonical, Open Graph and Twitter tags', async () => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
      await expect(page).toHaveTitle(route.title);

      const meta = (selector: string) => page.locator(selector).first();
      const description = await meta('meta[name="description"]').getAttribute('content');
      expect(description?.length).toBeGreaterThanOrEqual(50);
      expect(description?.length).toBeLessThanOrEqual(160);

      for (const property of [
        'og:title',
        'og:description',
        'og:type',
        'og:url',
        'og:image',
        'og:site_name',
      ]) {
        await expect(meta(`meta[property="${property}"]`), property).toHaveAttribute(
          'content',
          /.+/,
        );
      }
      for (const name of [
        'twitter:card',
        'twitter:title',
        'twitter:description',
        'twitter:image',
      ]) {
        await expect(meta(`meta[name="${name}"]`), name).toHaveAttribute('content', /.+/);
      }
      await expect(meta('meta[property="og:title"]')).toHaveAttribute('content', route.title);
      await expect(meta('meta[property="og:description"]')).toHaveAttribute(
        'content',
        description!,
      );
      await expect(meta('meta[name="twitter:card"]')).toHaveAttribute(
        'content',
        'summary_large_image',
      );
      await expect(meta('meta[property="og:image"]')).toHaveAttribute(
        'content',
        `${origin}/og-default.png`,
      );

      if (route.canonical) {
        const canonical = new URL(route.canonical, origin).href;
        await expect(meta('link[rel="canonical"]')).toHaveAttribute('href', canonical);
        await expect(meta('meta[property="og:url"]')).toHaveAttribute('content', canonical);
        await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
        // Both languages and x-default, each once, absolute.
        const alternates = await page
          .locator('link[rel="alternate"][hreflang]')
          .evaluateAll((links) =>
            links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]),
          );
        // A page still English only names none (its form comes in Arabic with the others).
        const expected = expectedAlternates(route.canonical);
        expect(Object.fromEntries(alternates)).toEqual(expected);
        expect(alternates).toHaveLength(Object.keys(expected).length);
      } else {
        await expect(meta('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
        await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0);
      }
    });

    await test.step('names its language and direction on <html>, and links to itself in the other', async () => {
      const html = page.locator('html');
      const arabic = route.lang === 'ar';
      await expect(html).toHaveAttribute('lang', arabic ? 'ar' : 'en');
      await expect(html).toHaveAttribute('dir', arabic ? 'rtl' : 'ltr');
      await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute(
        'content',
        arabic ? 'ar_SA' : 'en_US',
      );
      if (route.canonical && englishOnlyPaths.includes(route.canonical)) {
        await expect(page.locator('a[data-language-switch]')).toHaveCount(0);
      } else if (route.canonical) {
        const other = expectedAlternates(route.canonical)[arabic ? 'en' : 'ar']!;
        const switches = page.locator('a[data-language-switch]');
        // One in the desktop bar, one beside the phone menu; both lead to the same page.
        await expect(switches.first()).toHaveAttribute('href', new URL(other).pathname);
        await expect(switches.first()).toHaveAttribute('hreflang', arabic ? 'en' : 'ar');
        await expect(switches.first()).toHaveAttribute('lang', arabic ? 'en' : 'ar');
      }
    });

    // Pages with forms load their islands; tests/e2e/forms measures what they ship.
    if (!route.hasIslands) {
      await test.step('ships no JavaScript but the signed-in script', async () => {
        // Only the header's signed-in script, inline; nothing is fetched.
        expect(await pageScripts(page)).toEqual({ signedInScript: 1, other: 0 });
        expect(scripts).toEqual([]);
      });
    }

    await test.step('has the site chrome: footer links and contact address, and no stale banner', async () => {
      // The banner announces the Mobility evening until it ends on 7 October 2025, then goes.
      const banner = page.getByRole('complementary', { name: 'Announcement' });
      if (builtAt < new Date('2025-10-07T23:00:00+03:00') && builtAt >= bannerStart) {
        await expect(banner).toContainText('an evening focused on Mobility');
      } else {
        await expect(banner).toHaveCount(0);
      }
      const footer = page.getByRole('contentinfo');
      const arabic = route.lang === 'ar';
      await expect(
        footer.getByRole('link', { name: arabic ? 'سياسة الخصوصية' : 'Privacy Policy' }),
      ).toHaveAttribute('href', arabic ? '/ar/privacy-policy' : '/privacy-policy');
      await expect(
        footer.getByRole('link', { name: arabic ? 'شروط الاستخدام' : 'Terms of Use' }),
      ).toHaveAttribute('href', arabic ? '/ar/terms-of-use' : '/terms-of-use');
      await expect(footer.getByRole('link', { name: /LinkedIn/ })).toHaveAttribute(
        'href',
        'https://www.linkedin.com/company/majlis-network',
      );
      await expect(footer.getByRole('link', { name: 'hello@majlis.network' })).toHaveAttribute(
        'href',
        'mailto:hello@majlis.network',
      );
    });

    await test.step('has no axe violations', async () => {
      await expectNoAxeViolations(page);
    });
  });
}

test('the 404 page answers with status 404', async ({ request }) => {
  const response = await request.get('/no-such-page');
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain('We could not find that page');
});

test('an unknown path under /ar/ answers 404 with the Arabic page, right to left', async ({
  page,
}) => {
  const response = await page.goto('/ar/events/no-such-dinner');
  expect(response!.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('لم نعثر على هذه الصفحة');
  await expect(page).toHaveTitle(/الصفحة غير موجودة/);
  // Its way back leads to the Arabic pages.
  await expect(page.locator('main').getByRole('link', { name: 'الرئيسية' })).toHaveAttribute(
    'href',
    '/ar',
  );
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
});

// A block whose Arabic is missing (the English under a note) is tested in
// tests/components/fallback-note.test.ts and tests/unit/events/event-texts.test.ts: since issue 28's
// translations, no built page has one.
for (const [path, title, opening, address] of [
  ['/ar/privacy-policy', 'سياسة الخصوصية', 'نظام حماية البيانات الشخصية', 'privacy@majlis.network'],
  ['/ar/terms-of-use', 'شروط الاستخدام', 'تسري هذه الشروط على استخدامك', 'legal@majlis.network'],
] as const) {
  test(`${path} shows its Arabic text, right to left, with addresses left to right`, async ({
    page,
  }) => {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.locator('[data-fallback-note]')).toHaveCount(0);
    const text = page.locator('.legal-text');
    await expect(text).toContainText(opening);
    // The Arabic body is the page's own language: no block of it is marked English (a technical
    // term in brackets, "HTTPS", is, for a screen reader to speak it as English).
    await expect(
      page.locator('main :is(p, li, h1, h2, h3, h4, td, th, div, section, article)[lang="en"]'),
    ).toHaveCount(0);
    expect(await text.evaluate((node) => getComputedStyle(node).direction)).toBe('rtl');
    await expect(text.locator('h2').first()).toHaveText(/^1\. /);
    await expect(text.getByRole('link', { name: address }).first()).toHaveAttribute('dir', 'ltr');
    await expect(text).not.toContainText('{{');
    await expectNoAxeViolations(page);
  });
}

test('an Arabic legal page keeps its Arabic heading, Hijri date, mirrored arrow and LTR addresses', async ({
  page,
}) => {
  await page.goto('/ar/terms-of-use');
  // The Arabic privacy notice is linked from the Arabic terms.
  await expect(
    page.locator('.legal-text').getByRole('link', { name: 'سياسة الخصوصية' }),
  ).toHaveAttribute('href', '/ar/privacy-policy');
  // The heading and its date are Arabic, with the Hijri date beside the Gregorian.
  await expect(page.locator('article header time')).toHaveText(
    /^\d{1,2} \S+ \d{4} \(\d{1,2} .+ \d{4} هـ\)$/,
  );
  // The back arrow points the way back: to the right, mirrored, in Arabic.
  const arrow = page.getByRole('link', { name: /رجوع/ }).locator('svg');
  await expect(arrow).toHaveCSS('scale', '-1 1');
  // Addresses stay left to right inside Arabic text.
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: 'hello@majlis.network' }),
  ).toHaveAttribute('dir', 'ltr');
  // A page fully translated has no note.
  await page.goto('/ar/people');
  await expect(page.locator('[data-fallback-note]')).toHaveCount(0);
});
