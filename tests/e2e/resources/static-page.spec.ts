import { expect, test } from '@playwright/test';
import { INDUSTRIES } from '../../../supabase/functions/_shared/industry-catalogue.ts';

test.describe('/resources without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('shows every industry card, the headline, header and footer', async ({ page }) => {
    await page.goto('/resources');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Vision 2030 Investment Opportunities',
    );
    await expect(page.getByText('$3 trillion invested across industries')).toBeVisible();

    const cards = page.locator('article[data-industry]');
    await expect(cards).toHaveCount(20);
    const names = await cards.locator('h2').allTextContents();
    expect([...names].sort()).toEqual(INDUSTRIES.map((industry) => industry.name).sort());

    // Score order is the prerendered default.
    expect(names.slice(0, 3)).toEqual(['Manufacturing', 'Technology', 'Defense & Security']);

    const manufacturing = page.locator('article[data-industry="manufacturing"]');
    await expect(manufacturing).toContainText('Opportunity Score');
    await expect(manufacturing).toContainText('95');
    await expect(manufacturing).toContainText('Expected Investment');
    await expect(manufacturing).toContainText('$450+ billion');
    await expect(manufacturing).toContainText('Total Addressable Market');
    await expect(
      manufacturing.getByRole('button', { name: 'Industrial automation' }),
    ).toBeVisible();
    await expect(manufacturing.getByRole('button', { name: 'Industry 4.0' })).toBeVisible();
    await expect(manufacturing.locator('[data-leader-grid] li')).toHaveCount(3);
    await expect(manufacturing).toContainText('Saudi Aramco');

    const join = page.getByRole('banner').getByRole('link', { name: 'Join the Majlis Network' });
    await expect(join).toHaveAttribute('href', '/?join=true');
    await expect(join).toHaveAttribute('data-join-trigger', '');
    await expect(page.getByRole('banner').getByRole('link', { name: /home/ })).toHaveAttribute(
      'href',
      '/',
    );
    await expect(page.getByRole('contentinfo')).toBeVisible();

    // Searching needs the island: the prerendered controls are disabled, and a note says why.
    // (Playwright's text selectors skip <noscript>, so the paragraph is located by tag.)
    await expect(page.locator('noscript p')).toBeVisible();
    await expect(page.locator('noscript p')).toContainText('Search and sorting need JavaScript');
    await expect(page.getByRole('searchbox', { name: 'Search industries' })).toBeDisabled();
    await expect(page.getByRole('searchbox', { name: 'Search industries' })).toHaveAttribute(
      'placeholder',
      'Search industries, descriptions, key areas, or industry leaders...',
    );
  });
});

test('the header stays fixed and the leaders sit three to a row on wide screens', async ({
  page,
  isMobile,
}) => {
  await page.goto('/resources');
  const header = page.getByRole('banner');
  await page.mouse.wheel(0, 2000);
  await expect(header).toBeInViewport();
  await expect(header).toHaveCSS('position', 'fixed');

  test.skip(isMobile, 'phones stack the leaders in one column');
  const columns = await page
    .locator('article[data-industry="manufacturing"] [data-leader-grid]')
    .evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(' ').length);
  expect(columns).toBe(3);
});
