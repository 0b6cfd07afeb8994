import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { card, openExplorer, sortSelect } from './explorer.ts';

const openDialog = (page: Page) => page.locator('dialog[open]');

test.describe('dialogs', () => {
  test.beforeEach(async ({ page }) => {
    await openExplorer(page);
  });

  test('the score opens the Opportunity Score explainer with its five criteria', async ({
    page,
  }) => {
    await card(page, 'technology')
      .getByRole('button', { name: /Opportunity Score/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Opportunity Score' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Technology scores 90 out of 100.');
    await expect(dialog.getByRole('listitem')).toHaveText([
      'Market size and growth potential',
      'Alignment with Vision 2030',
      'Competition landscape',
      'Regulatory environment',
      'Available talent pool',
    ]);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(openDialog(page)).toHaveCount(0);
  });

  test('the info icons open the Expected Investment and Total Addressable Market definitions', async ({
    page,
  }) => {
    const manufacturing = card(page, 'manufacturing');
    await manufacturing.getByRole('button', { name: 'What is Expected Investment?' }).click();
    const investment = page.getByRole('dialog', { name: 'Expected Investment' });
    await expect(investment).toContainText('projected capital allocation to the sector by 2030');
    await page.keyboard.press('Escape');
    await expect(openDialog(page)).toHaveCount(0);

    await manufacturing.getByRole('button', { name: 'What is Total Addressable Market?' }).click();
    const tam = page.getByRole('dialog', { name: 'Total Addressable Market' });
    await expect(tam).toContainText('total market demand');
    await expect(tam).toContainText('by 2030');
  });

  test('a key-area tag with an entry shows its description and opportunities', async ({ page }) => {
    await card(page, 'manufacturing')
      .getByRole('button', { name: 'Industrial automation' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Industrial automation' });
    await expect(dialog.getByRole('heading', { name: 'Industrial automation' })).toBeVisible();
    await expect(dialog).toContainText('National Industrial Strategy');
    await expect(dialog.getByRole('heading', { name: 'Opportunities' })).toBeVisible();
    await expect(dialog.getByRole('listitem')).toHaveCount(4);
    await expect(dialog).not.toContainText('Description not available');
  });

  test('a tailwind tag with an entry shows its applications and impact', async ({ page }) => {
    await card(page, 'technology').getByRole('button', { name: '5G Networks' }).click();
    const dialog = page.getByRole('dialog', { name: '5G Networks' });
    await expect(dialog.getByRole('heading', { name: 'Applications' })).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Impact' })).toBeVisible();
    await expect(dialog).toContainText('10x faster than 4G');
  });

  test('a tag without an entry says "Description not available"', async ({ page }) => {
    await card(page, 'energy').getByRole('button', { name: 'Solar power' }).click();
    const dialog = page.getByRole('dialog', { name: 'Solar power' });
    await expect(dialog).toContainText('Description not available');
  });

  test('a click on the backdrop closes the dialog and focus returns to the tag', async ({
    page,
  }) => {
    const tag = card(page, 'energy').getByRole('button', { name: 'Solar power' });
    await tag.click();
    await expect(openDialog(page)).toHaveCount(1);
    await page.mouse.click(5, 5);
    await expect(openDialog(page)).toHaveCount(0);
    await expect(tag).toBeFocused();
  });

  test('axe finds no violations with a dialog open', async ({ page }) => {
    test.setTimeout(120_000);
    await card(page, 'healthcare').getByRole('button', { name: 'Telemedicine' }).click();
    await expect(page.getByRole('dialog', { name: 'Telemedicine' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test('keyboard: Tab reaches a tag, Enter opens it, focus stays inside, Escape closes and returns focus', async ({
  page,
}) => {
  await openExplorer(page);
  await sortSelect(page).focus();
  // The first card (Manufacturing): score, two info buttons, then its first key-area tag.
  for (let step = 0; step < 4; step += 1) await page.keyboard.press('Tab');
  const tag = card(page, 'manufacturing').getByRole('button', { name: 'Industrial automation' });
  await expect(tag).toBeFocused();

  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Industrial automation' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();

  // The page behind a modal dialog is inert: Tab never lands on it.
  for (let step = 0; step < 3; step += 1) {
    await page.keyboard.press('Tab');
    const outside = await page.evaluate(() => {
      const active = document.activeElement;
      const open = document.querySelector('dialog[open]');
      return Boolean(active && active !== document.body && open && !open.contains(active));
    });
    expect(outside).toBe(false);
  }

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(tag).toBeFocused();

  // Space opens too (native button), and the close button returns focus the same way.
  await page.keyboard.press(' ');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(tag).toBeFocused();
});

test('axe finds no violations on /resources', async ({ page }) => {
  // Twenty full cards make a large page for axe's contrast checks; a shared 2-core machine needs time.
  test.setTimeout(120_000);
  await openExplorer(page);
  await expectNoAxeViolations(page);
});
