import { expect, test } from '@playwright/test';
import {
  cardNames,
  cards,
  openExplorer,
  resultsStatus,
  searchBox,
  sortSelect,
} from './explorer.ts';

test.describe('search', () => {
  test.beforeEach(async ({ page }) => {
    await openExplorer(page);
  });

  test('matches names, descriptions, key areas and leaders, ignoring case', async ({ page }) => {
    const cases: [string, string[]][] = [
      ['AEROSPACE', ['Aerospace']], // name
      ['desalinated', ['Water & Environment']], // description
      ['hospitality', ['Tourism & Entertainment', 'Real Estate']], // key area
      ['al rajhi', ['Financial Services']], // leader
      ['sabic', ['Manufacturing']],
    ];
    for (const [query, expected] of cases) {
      await searchBox(page).fill(query);
      await expect.poll(() => cardNames(page), { message: query }).toEqual(expected);
      await expect(resultsStatus(page)).toHaveText(`Showing ${expected.length} of 20 industries`);
    }
    await searchBox(page).fill('');
    await expect(cards(page)).toHaveCount(20);
    await expect(resultsStatus(page)).toHaveText('Showing all 20 industries');
  });

  test('says when nothing matches and clears the search', async ({ page }) => {
    await searchBox(page).fill('quantum teleportation');
    await expect(cards(page)).toHaveCount(0);
    await expect(page.getByText('No industries match “quantum teleportation”.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(cards(page)).toHaveCount(20);
    await expect(searchBox(page)).toBeFocused();
    await expect(searchBox(page)).toHaveValue('');
    expect(new URL(page.url()).search).toBe('');
  });
});

test.describe('sort', () => {
  test('orders by score by default, highest first, ties by name', async ({ page }) => {
    await openExplorer(page);
    await expect(sortSelect(page)).toHaveValue('score');
    const names = await cardNames(page);
    expect(names.slice(0, 5)).toEqual([
      'Manufacturing',
      'Technology',
      'Defense & Security',
      'Renewable Energy',
      'Logistics & Transportation',
    ]);
    expect(names.at(-1)).toBe('Education');
    // Three industries score 85: alphabetical among themselves.
    const tied = names.filter((name) =>
      ['Water & Environment', 'Tourism & Entertainment', 'Biotechnology'].includes(name),
    );
    expect(tied).toEqual(['Biotechnology', 'Tourism & Entertainment', 'Water & Environment']);
    expect(names.indexOf('Tourism & Entertainment') - names.indexOf('Biotechnology')).toBe(1);
  });

  test('orders by investment, largest first', async ({ page }) => {
    await openExplorer(page);
    await sortSelect(page).selectOption({ label: 'Sort by Investment' });
    await expect
      .poll(async () => (await cardNames(page)).slice(0, 5))
      .toEqual([
        'Tourism & Entertainment', // $800 billion
        'Manufacturing', // $450+ billion
        'Real Estate', // $300+ billion
        'Logistics & Transportation', // $265+ billion
        'Renewable Energy', // $250+ billion
      ]);
    // $15+ billion, then $8-10 billion (the lower bound counts).
    expect((await cardNames(page)).slice(-2)).toEqual(['Ocean Economy', 'Biotechnology']);
    expect(new URL(page.url()).searchParams.get('sort')).toBe('investment');
  });

  test('orders by name, A to Z', async ({ page }) => {
    await openExplorer(page);
    await sortSelect(page).selectOption({ label: 'Sort by Name' });
    await expect
      .poll(async () => (await cardNames(page)).slice(0, 3))
      .toEqual(['Aerospace', 'Agriculture & Food Security', 'Biotechnology']);
    const names = await cardNames(page);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(names).toHaveLength(20);
  });

  test('sorts the filtered cards', async ({ page }) => {
    await openExplorer(page);
    const byName = (names: string[]) => [...names].sort((a, b) => a.localeCompare(b, 'en'));
    await searchBox(page).fill('saudi');
    await expect.poll(() => cards(page).count()).toBeLessThan(20);
    const filtered = await cardNames(page);
    expect(filtered.length).toBeGreaterThan(1);
    await sortSelect(page).selectOption('name');
    await expect.poll(() => cardNames(page)).toEqual(byName(filtered));
  });
});

test.describe('URL state', () => {
  test('keeps the search and sort in the URL, and a reload restores them', async ({ page }) => {
    await openExplorer(page);
    await searchBox(page).fill('smart city');
    await sortSelect(page).selectOption('name');
    await expect.poll(() => new URL(page.url()).search).toBe('?q=smart+city&sort=name');
    const before = await cardNames(page);
    expect(before).toEqual(['Smart Construction', 'Technology']);

    await page.reload();
    await expect(searchBox(page)).toBeEnabled();
    await expect(searchBox(page)).toHaveValue('smart city');
    await expect(sortSelect(page)).toHaveValue('name');
    await expect.poll(() => cardNames(page)).toEqual(before);
  });

  test('a shared link opens the same view, without hydration errors', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await openExplorer(page, '?q=Ma%27aden&sort=investment');
    await expect(searchBox(page)).toHaveValue("Ma'aden");
    await expect(sortSelect(page)).toHaveValue('investment');
    await expect.poll(() => cardNames(page)).toEqual(['Mining & Minerals']);
    expect(errors).toEqual([]);
  });

  test('an unknown sort falls back to score and typing does not add history entries', async ({
    page,
  }) => {
    await openExplorer(page, '?sort=price');
    await expect(sortSelect(page)).toHaveValue('score');
    const length = await page.evaluate(() => history.length);
    await searchBox(page).pressSequentially('water');
    await expect(cards(page)).toHaveCount(2);
    expect(await page.evaluate(() => history.length)).toBe(length);
  });
});
