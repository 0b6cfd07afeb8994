import { expect, test } from '@playwright/test';

test.beforeEach(async ({ page }) => {
  await page.goto('/');
});

test('the hero joins the network and leads to the opportunities', async ({ page }) => {
  const hero = page.locator('section', { has: page.getByRole('heading', { level: 1 }) });
  await expect(hero.getByRole('heading', { level: 1 })).toHaveText('Land & Expand in Saudi Arabia');
  const join = hero.getByRole('link', { name: 'Join the network' });
  await expect(join).toHaveAttribute('href', '/?join=true');
  await expect(join).toHaveAttribute('data-join-trigger', '');
  await expect(hero.getByRole('link', { name: 'View Opportunities' })).toHaveAttribute(
    'href',
    '/resources',
  );
});

test('three audience cards each request to join', async ({ page }) => {
  const cards = page.locator('section[aria-labelledby="audiences-heading"] li');
  await expect(cards).toHaveCount(3);
  await expect(cards.getByRole('heading', { level: 3 })).toHaveText([
    'Founders & Executives',
    'Buyers & Investors',
    'Advisors & Brokers',
  ]);
  for (const audience of ['Founders & Executives', 'Buyers & Investors', 'Advisors & Brokers']) {
    const link = page.getByRole('link', { name: `Request to Join as ${audience}` });
    await expect(link).toHaveAttribute('href', '/?join=true');
    await expect(link).toHaveAttribute('data-join-trigger', '');
  }
});

test('"What is the network?" has its three points', async ({ page }) => {
  const section = page.getByRole('region', { name: 'What is the network?' });
  await expect(section.getByRole('heading', { level: 3 })).toHaveText([
    'Smooth Landing',
    'Trusted Advisors',
    'Strategic Financing',
  ]);
});

test('the newsletter section has its form, and says the address only where the form cannot run', async ({
  page,
}) => {
  const section = page.getByRole('region', { name: /inbox/ });
  await expect(section.locator('#newsletter-form')).toHaveCount(1);
  // The fallback address is inside <noscript>: with JavaScript the page says it once, elsewhere.
  await expect(section.getByRole('link', { name: 'hello@majlis.network' })).toHaveCount(0);
  // Our own features are never announced as "coming soon" (the banner is about an event).
  await expect(page.getByRole('main')).not.toContainText(/coming soon/i);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the newsletter section offers the address to write to instead', async ({ page }) => {
    const section = page.getByRole('region', { name: /inbox/ });
    await expect(section.getByRole('link', { name: 'hello@majlis.network' })).toHaveAttribute(
      'href',
      'mailto:hello@majlis.network',
    );
  });
});
