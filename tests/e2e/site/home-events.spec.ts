import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expectedEvents } from '../events/expected-events.ts';

// `npm test` runs this against today's build (every event past) and against a build as of
// 1 January 2025 (every event upcoming); the expectations follow the build date, from the
// hand-written facts (docs/behaviour/public-pages.md#event-pages) rather than the content
// files.
const builtAt = process.env['BUILD_TIME'] ? new Date(process.env['BUILD_TIME']) : new Date();
const byStart = [...expectedEvents].sort(
  (a, b) => new Date(a.startDate).getTime() - new Date(b.startDate).getTime(),
);
const next = byStart.find((event) => new Date(event.endDate) > builtAt);
const recent = byStart
  .filter((event) => new Date(event.endDate) <= builtAt)
  .reverse()
  .slice(0, 3);

// Every test here follows the build date, so the upcoming build runs them all (tests/run-all.mjs).
test.describe('the home page gatherings', { tag: '@build-date' }, () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
  });

  test('the gatherings come right under the hero', async ({ page }) => {
    const sections = page.locator('main > section');
    await expect(sections.nth(0).getByRole('heading', { level: 1 })).toBeVisible();
    await expect(sections.nth(1)).toHaveAttribute('data-home-events', '');
    await expect(sections.nth(1).getByRole('heading', { level: 2 })).toHaveText('Gatherings');
  });

  test('the next gathering, or an invitation to join for the next one', async ({ page }) => {
    const slot = page.locator('[data-next-event]');
    if (next) {
      await expect(slot).toContainText('Next gathering');
      const card = slot.locator(`[data-event-card="${next.slug}"]`);
      await expect(card.getByRole('link', { name: next.title })).toHaveAttribute(
        'href',
        `/events/${next.slug}`,
      );
      await expect(card.locator('time')).toHaveText(next.date);
      await expect(card.locator('time')).toHaveAttribute(
        'datetime',
        new Date(next.startDate).toISOString(),
      );
      await expect(card.locator('[data-place]')).toHaveText(/\S/);
      await expect(card.locator('[data-cover]')).toBeVisible();
    } else {
      await expect(slot.locator('[data-event-card]')).toHaveCount(0);
      await expect(slot.getByRole('heading', { level: 3 })).toHaveText(
        'The next gathering is being planned',
      );
      await expect(slot).toContainText('join the network to receive the next one');
      const join = slot.getByRole('link', { name: 'Join the network' });
      await expect(join).toHaveAttribute('href', '/?join=true');
      await expect(join).toHaveAttribute('data-join-trigger', '');
    }
  });

  test('the three most recent past gatherings, newest first, with cover, date and place', async ({
    page,
  }) => {
    const cards = page.locator('[data-recent-events] [data-event-card]');
    if (recent.length === 0) {
      await expect(page.getByRole('heading', { name: 'Recent gatherings' })).toHaveCount(0);
      await expect(cards).toHaveCount(0);
      return;
    }
    await expect(page.getByRole('heading', { name: 'Recent gatherings' })).toBeVisible();
    await expect(cards).toHaveCount(recent.length);
    for (const [index, event] of recent.entries()) {
      const card = cards.nth(index);
      await expect(card).toHaveAttribute('data-event-card', event.slug);
      await expect(card.getByRole('link', { name: event.title })).toHaveAttribute(
        'href',
        `/events/${event.slug}`,
      );
      await expect(card.locator('time')).toHaveText(event.date);
      await expect(card.locator('[data-place]')).toHaveText(/\S/);
      await expect(card.locator('[data-cover]')).toBeVisible();
    }
  });

  test('a card opens its event page wherever it is clicked', async ({ page }) => {
    const card = page.locator('[data-event-card]').first();
    const slug = await card.getAttribute('data-event-card');
    // A point on the cover, well away from the title link itself.
    await card.click({ position: { x: 24, y: 24 } });
    await expect(page).toHaveURL(new RegExp(`/events/${slug}$`));
  });

  test('drawn covers are pictures of the date, hidden from screen readers', async ({ page }) => {
    const drawn = page.locator('[data-cover="drawn"]').first();
    await expect(drawn).toHaveAttribute('aria-hidden', 'true');
    await expect(drawn.locator('svg')).toHaveAttribute('viewBox', '0 0 1200 630');
    // The card's own text carries the facts; the drawing repeats the day in large type.
    const card = page.locator('[data-event-card]').filter({ has: drawn }).first();
    const day = (await card.locator('time').textContent())?.match(/\d+/)?.[0];
    await expect(drawn.locator('text').first()).toHaveText(day ?? '');
  });

  test('the home page with its gatherings has no axe violations', async ({ page }) => {
    await expectNoAxeViolations(page);
  });

  test('the Arabic home page names the gatherings in Arabic, not marked as English (issue 28)', async ({
    page,
  }) => {
    await page.goto('/ar');
    const shown = recent.length > 0 ? recent : next ? [next] : [];
    for (const event of shown) {
      const title = page.locator(`[data-event-card="${event.slug}"]`).getByRole('heading');
      await expect(title).toHaveText(event.ar.title);
      await expect(title).not.toHaveAttribute('lang', /./);
      await expect(title.getByRole('link')).toHaveAttribute('href', `/ar/events/${event.slug}`);
    }
  });
});
