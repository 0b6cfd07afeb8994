import { expect, type Locator, type Page } from '@playwright/test';

/** Opens /resources (optionally with a query string) and waits until the island has hydrated. */
export async function openExplorer(page: Page, search = ''): Promise<void> {
  await page.goto(`/resources${search}`);
  // The controls are disabled in the prerendered HTML and enabled by the hydrated island.
  await expect(page.getByRole('searchbox', { name: 'Search industries' })).toBeEnabled();
}

export const cards = (page: Page): Locator => page.locator('article[data-industry]');

/** The industry names in the order the cards show them. */
export const cardNames = (page: Page): Promise<string[]> =>
  cards(page).locator('h2').allTextContents();

export const searchBox = (page: Page): Locator =>
  page.getByRole('searchbox', { name: 'Search industries' });

export const sortSelect = (page: Page): Locator =>
  page.getByRole('combobox', { name: 'Sort industries' });

export const resultsStatus = (page: Page): Locator => page.getByRole('status');

export const card = (page: Page, id: string): Locator =>
  page.locator(`article[data-industry="${id}"]`);
