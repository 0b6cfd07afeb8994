import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expectedEvents, expectedRedirects, type ExpectedEvent } from './expected-events.ts';
import { pageScripts } from '../support/page-scripts.ts';

// The build decides upcoming or past; tests run against a build made with the same BUILD_TIME (or now).
const builtAt = process.env['BUILD_TIME'] ? new Date(process.env['BUILD_TIME']) : new Date();
const isPast = (event: ExpectedEvent) => new Date(event.endDate) <= builtAt;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function openEvent(page: Page, slug: string): Promise<void> {
  const response = await page.goto(`/events/${slug}`);
  expect(response?.status()).toBe(200);
}

for (const event of expectedEvents) {
  test.describe(`/events/${event.slug}`, () => {
    // One page load for the checks that do not depend on the build date (they were four tests,
    // each opening the page again).
    test('shows its facts, calendar file, search and social metadata, and drawn cover', async ({
      page,
      request,
    }) => {
      await openEvent(page, event.slug);
      await test.step('shows the facts of the events table', async () => {
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(event.title);
        await expect(
          page.getByRole('list', { name: 'Event type' }).getByRole('listitem'),
        ).toHaveText(event.badges);
        await expect(page.locator('[data-fact="date"]')).toHaveText(event.date);
        await expect(page.locator('[data-fact="time"]')).toHaveText(event.time);
        if (event.capacity) {
          await expect(page.locator('[data-fact="capacity"]')).toHaveText(event.capacity);
        } else {
          await expect(page.locator('[data-fact="capacity"]')).toHaveCount(0);
        }
        if (event.schedule) {
          // "7:30 PM Reception" -> time and label, whatever whitespace the markup puts between them.
          const rows = event.schedule.map((row) => {
            const [, time = '', label = ''] = /^(\S+ [AP]M) (.+)$/.exec(row) ?? [];
            return new RegExp(`^\\s*${escapeRegExp(time)}\\s*${escapeRegExp(label)}\\s*$`);
          });
          await expect(page.locator('[data-fact="schedule"] li')).toHaveText(rows);
        }
        for (const text of event.texts ?? []) {
          await expect(page.getByText(text, { exact: false }).first()).toBeVisible();
        }
        await expect(page.locator('[data-agenda-item]')).toHaveCount(event.agendaItems ?? 0);
        await expect(page.locator('[data-person]')).toHaveCount(event.people ?? 0);
        // Everyone has a face or a designed monogram, never an empty grey circle.
        await expect(page.locator('[data-person] [data-portrait]')).toHaveCount(event.people ?? 0);
        await expect(page.locator('[data-video]')).toHaveCount(event.videos ?? 0);
      });

      await test.step('offers a valid calendar file', async () => {
        const link = page.getByRole('link', { name: /Add to calendar/ });
        await expect(link).toHaveAttribute('href', `/events/${event.slug}.ics`);
        const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
        expect(download.suggestedFilename()).toBe(`${event.slug}.ics`);

        const response = await page.request.get(`/events/${event.slug}.ics`);
        expect(response.headers()['content-type']).toMatch(/^text\/calendar/);
        const ics = await response.text();
        expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
        expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
        expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
        for (const line of ics.split('\r\n'))
          expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
        const lines = ics.replace(/\r\n /g, '').split('\r\n');
        expect(lines).toContain(`DTSTART:${event.dtstart}`);
        expect(lines.find((line) => line.startsWith('UID:'))).toMatch(`UID:${event.slug}@`);
        expect(lines.some((line) => line.startsWith('DTSTAMP:'))).toBe(true);
        expect(lines).toContain(`SUMMARY:${event.title.replace(/[,;]/g, (c) => `\\${c}`)}`);
      });

      await test.step('has search, social and structured data', async () => {
        await expect(page).toHaveTitle(/\S/);
        await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{50,}/);
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
          'href',
          new RegExp(`/events/${event.slug}$`),
        );
        for (const property of ['og:title', 'og:description', 'og:url', 'og:image']) {
          await expect(page.locator(`meta[property="${property}"]`)).toHaveAttribute(
            'content',
            /\S/,
          );
        }
        await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
          'content',
          'summary_large_image',
        );

        const jsonLd = JSON.parse(
          (await page.locator('script[type="application/ld+json"]').textContent()) ?? '',
        ) as Record<string, unknown>;
        expect(jsonLd).toMatchObject({
          '@type': 'Event',
          name: event.title,
          startDate: event.startDate,
          endDate: event.endDate,
          eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
          location: { '@type': 'Place' },
          organizer: { '@type': 'Organization' },
        });
        if (event.capacity) {
          expect(jsonLd['maximumAttendeeCapacity']).toBe(Number(/\d+/.exec(event.capacity)?.[0]));
        }
      });

      await test.step('shares a cover drawn at build time from its title, date and palette', async () => {
        // No event has a photo or sharing image in content yet, so the drawn cover is shared.
        const image = await page.locator('meta[property="og:image"]').getAttribute('content');
        expect(new URL(image ?? '').pathname).toBe(`/events/${event.slug}.png`);
        await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute('content', image!);
        const jsonLd = JSON.parse(
          (await page.locator('script[type="application/ld+json"]').textContent()) ?? '',
        ) as { image?: string[] };
        expect(jsonLd.image).toEqual([image]);

        const png = await request.get(`/events/${event.slug}.png`);
        expect(png.status()).toBe(200);
        expect(png.headers()['content-type']).toBe('image/png');
        const body = await png.body();
        // Width and height sit in the PNG header's IHDR chunk.
        expect([body.readUInt32BE(16), body.readUInt32BE(20)]).toEqual([1200, 630]);

        // The page shows the same art (without the title, which the hero prints) beside the hero.
        const hero = page.locator('main > section').first();
        const cover = hero.locator('[data-cover="drawn"]');
        await expect(cover).toHaveAttribute('aria-hidden', 'true');
        await expect(cover.locator('text').first()).toHaveText(/^\d{1,2}$/);
      });
    });

    test(
      'has a registration block that matches the build date',
      { tag: '@build-date' },
      async ({ page }) => {
        await openEvent(page, event.slug);
        const register = page.locator('section#register');
        await expect(register).toBeVisible();
        const registrationLinks = page.getByRole('link', {
          name: `${event.cta} (opens in a new tab)`,
          exact: true,
        });
        if (isPast(event)) {
          await expect(registrationLinks).toHaveCount(0);
          await expect(register).toHaveAttribute('data-registration', 'past');
          await expect(register.getByRole('heading')).toHaveText('This gathering has taken place');
          await expect(register).toContainText(`${event.title} took place on ${event.date}.`);
          await expect(register.getByRole('link', { name: 'Join the Network' })).toHaveAttribute(
            'href',
            '/?join=true',
          );
        } else if (event.registration === 'request') {
          // The in-page request form (tests/e2e/forms covers submitting it).
          await expect(register).toHaveAttribute('data-registration', 'request');
          await expect(registrationLinks).toHaveCount(0);
          await expect(register.locator('form')).toHaveCount(1);
          await expect(register.getByRole('button', { name: event.cta })).toBeVisible();
        } else {
          await expect(register).toHaveAttribute('data-registration', 'external');
          // One button in the hero, one in the registration block.
          await expect(registrationLinks).toHaveCount(2);
          const button = register.getByRole('link', { name: `${event.cta} (opens in a new tab)` });
          await expect(button).toHaveAttribute('target', '_blank');
          await expect(button).toHaveAttribute('rel', /noopener/);
          await expect(button).toHaveAttribute('href', /^https:\/\//);
        }
      },
    );

    test(
      'ships no JavaScript unless it takes requests, and has no accessibility violations',
      { tag: '@build-date' },
      async ({ page }) => {
        await openEvent(page, event.slug);
        // An upcoming event with an in-page request form is the one event page with an island.
        if (isPast(event) || event.registration !== 'request') {
          expect(await pageScripts(page)).toEqual({ signedInScript: 1, other: 0 });
        }
        await expectNoAxeViolations(page);
      },
    );
  });
}

test.describe('duplicate event paths', () => {
  for (const [from, to] of expectedRedirects) {
    test(`${from} redirects permanently to ${to}`, async ({ page, request }) => {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(new URL(response.headers()['location'] ?? '', 'http://host').pathname).toBe(to);

      await page.goto(from);
      expect(new URL(page.url()).pathname).toBe(to);
    });
  }
});

// The Arabic event pages (issue 28): Arabic chrome, short facts, long text (content/events/
// <slug>.ar.md), details, people, agenda, videos and registration; no block stands in English.
for (const event of expectedEvents) {
  test(
    `/ar/events/${event.slug} has its metadata, structured data, direction and no extra JavaScript`,
    { tag: '@build-date' },
    async ({ page }) => {
      const response = await page.goto(`/ar/events/${event.slug}`);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toHaveText(event.ar.title);
      // Translated: the heading is Arabic, so it is not marked as English.
      await expect(heading).not.toHaveAttribute('lang', /./);
      await expect(
        page.getByRole('list', { name: 'نوع الفعالية' }).getByRole('listitem'),
      ).toHaveText(event.ar.badges);
      await expect(page).toHaveTitle(new RegExp(escapeRegExp(event.ar.seoTitle)));
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
        'content',
        new RegExp(escapeRegExp(event.ar.seoTitle)),
      );
      await expect(page.locator('[data-fallback-note]')).toHaveCount(0);
      await expect(page.locator('main [lang="en"]')).toHaveCount(0);
      // The long text is the Arabic file's, right to left.
      const arabic = readFileSync(`content/events/${event.slug}.ar.md`, 'utf8');
      const prose = page.locator('main .prose-page');
      await expect(prose.locator('h2').first()).toHaveText(/^## (.+)$/m.exec(arabic)?.[1] ?? '');
      expect(await prose.evaluate((node) => getComputedStyle(node).direction)).toBe('rtl');
      const details = page.getByRole('region', { name: 'التفاصيل' });
      await expect(details.locator('[data-fact="date"]')).toContainText('هـ');
      await expect(details.locator('[data-fact="time"]')).toContainText('بتوقيت الرياض');
      // The calendar, the sharing image and the drawn cover speak the page's language.
      const calendar = details.getByRole('link', { name: /أضف إلى التقويم/ });
      await expect(calendar).toHaveAttribute('href', `/ar/events/${event.slug}.ics`);
      const ics = await (await page.request.get(`/ar/events/${event.slug}.ics`)).text();
      const icsLines = ics.replace(/\r\n /g, '').split('\r\n');
      expect(icsLines).toContain(`SUMMARY:${event.ar.title.replace(/[,;]/g, (c) => `\\${c}`)}`);
      expect(icsLines).toContain(`URL:${`https://majlis.network/ar/events/${event.slug}`}`);
      expect(icsLines.find((line) => line.startsWith('LOCATION:'))).toMatch(
        /، المملكة العربية السعودية$/,
      );
      expect(icsLines.find((line) => line.startsWith('UID:'))).toMatch(`UID:${event.slug}@`);
      const image = await page.locator('meta[property="og:image"]').getAttribute('content');
      expect(new URL(image ?? '').pathname).toBe(`/ar/events/${event.slug}.png`);
      const png = await page.request.get(`/ar/events/${event.slug}.png`);
      expect(png.headers()['content-type']).toBe('image/png');
      const drawn = page.locator('main > section').first().locator('[data-cover="drawn"] text');
      await expect(drawn.nth(2)).toContainText('·');
      await expect(drawn.nth(2)).toHaveText(/^\p{Script=Arabic}[\p{Script=Arabic}\s]* · /u);
      for (const item of await details
        .locator('[data-fact="schedule"] li > span:first-child')
        .all()) {
        await expect(item).toHaveAttribute('dir', 'ltr');
        await expect(item).not.toHaveText(/[AP]M/);
      }
      await expect(page.locator('#register-heading')).toHaveText(
        isPast(event) ? 'أُقيم هذا اللقاء' : 'انضم إلينا',
      );
      await expect(page.locator('main')).not.toContainText(
        /Details|Agenda|Overview Videos|Join us|took place|Profiles marked/,
      );
      const url = `https://majlis.network/ar/events/${event.slug}`;
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', url);
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', url);
      await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'ar_SA');
      for (const [hreflang, path] of [
        ['en', `/events/${event.slug}`],
        ['ar', `/ar/events/${event.slug}`],
        ['x-default', `/events/${event.slug}`],
      ]) {
        await expect(page.locator(`link[rel="alternate"][hreflang="${hreflang}"]`)).toHaveAttribute(
          'href',
          `https://majlis.network${path}`,
        );
      }
      const jsonLd = JSON.parse(
        (await page.locator('script[type="application/ld+json"]').textContent()) ?? '',
      ) as Record<string, unknown>;
      expect(jsonLd).toMatchObject({
        '@type': 'Event',
        name: event.ar.title,
        url,
        startDate: event.startDate,
      });
      if (isPast(event) || event.registration !== 'request') {
        expect(await pageScripts(page)).toEqual({ signedInScript: 1, other: 0 });
      }
      await expectNoAxeViolations(page);
    },
  );
}
