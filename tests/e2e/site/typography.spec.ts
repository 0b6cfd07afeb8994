import { expect, test, type Page } from '@playwright/test';

// The two typefaces are self-hosted, preloaded, Latin-only and swapped in without moving the page.

test('both typefaces come from this site, preloaded, Latin only, with font-display swap', async ({
  page,
  baseURL,
}) => {
  const fontRequests: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fontRequests.push(request.url());
  });
  await page.goto('/');
  const preloads = page.locator('link[rel="preload"][as="font"]');
  await expect(preloads).toHaveCount(2);
  for (const preload of await preloads.all()) {
    await expect(preload).toHaveAttribute('href', /^\/_astro\/fonts\/\w+\.woff2$/);
    await expect(preload).toHaveAttribute('type', 'font/woff2');
    await expect(preload).toHaveAttribute('crossorigin', '');
  }
  await page.evaluate(() => document.fonts.ready);

  const webFonts = await page.evaluate(() =>
    [...document.fonts]
      .filter((face) => face.status === 'loaded' && !face.family.includes('fallback'))
      .map(({ family, display, unicodeRange }) => ({ family, display, unicodeRange })),
  );
  expect(webFonts.map((face) => face.family.replace(/-\w+$/, '')).sort()).toEqual([
    'Figtree',
    'Playfair Display',
  ]);
  for (const face of webFonts) {
    expect(face.display).toBe('swap');
    // The Latin subset: Basic Latin and Latin-1, not Latin Extended or Cyrillic.
    expect(face.unicodeRange).toMatch(/^U\+0-FF,/);
    expect(face.unicodeRange).not.toContain('U+100-');
  }
  expect(fontRequests).toHaveLength(2);
  for (const url of fontRequests) expect(url.startsWith(`${baseURL}/_astro/fonts/`)).toBe(true);

  const family = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((element) => getComputedStyle(element).fontFamily);
  expect(await family('h1')).toMatch(/^"?Playfair Display/);
  expect(await family('body')).toMatch(/^"?Figtree/);
});

test('Arabic pages preload and use the self-hosted Arabic face; Latin words keep Figtree, no Playfair', async ({
  page,
  baseURL,
}) => {
  const fontRequests: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fontRequests.push(request.url());
  });
  await page.goto('/ar');
  // Figtree and the Arabic face's two weights: Playfair Display is not fetched (its LCP cost,
  // src/styles/fonts/README.md).
  await expect(page.locator('link[rel="preload"][as="font"]')).toHaveCount(3);
  await page.evaluate(() => document.fonts.ready);
  const arabicFaces = await page.evaluate(() =>
    [...document.fonts]
      .filter((face) => face.family.startsWith('IBM Plex Sans Arabic'))
      .map(({ weight, status, display, unicodeRange }) => ({
        weight,
        status,
        display,
        unicodeRange,
      })),
  );
  expect(arabicFaces.map((face) => face.weight).sort()).toEqual(['400', '600']);
  for (const face of arabicFaces) {
    expect(face).toMatchObject({ status: 'loaded', display: 'swap' });
    // Arabic only: Latin text never falls to this face.
    expect(face.unicodeRange).toBe(
      'U+60C, U+61B, U+61F, U+621-63A, U+640-655, U+660-66D, U+670-671, U+200C-200F, U+25CC',
    );
  }
  expect(fontRequests).toHaveLength(3);
  expect(
    await page.evaluate(() =>
      [...document.fonts].some((f) => f.family.startsWith('Playfair') && f.status !== 'unloaded'),
    ),
  ).toBe(false);
  for (const url of fontRequests) expect(url.startsWith(`${baseURL}/_astro/fonts/`)).toBe(true);
  const family = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((element) => getComputedStyle(element).fontFamily);
  expect(await family('body')).toMatch(/^"?IBM Plex Sans Arabic[^,]*,\s*"?Figtree/);
  expect(await family('h1')).toMatch(/^"?IBM Plex Sans Arabic[^,]*,\s*"?Figtree/);
  // No letter-spacing on Arabic headings (it would pull joined letters apart).
  expect(await page.locator('h1').evaluate((h1) => getComputedStyle(h1).letterSpacing)).toBe(
    'normal',
  );
});

test('English pages never fetch the Arabic face', async ({ page }) => {
  const fontRequests: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fontRequests.push(request.url());
  });
  await page.goto('/people');
  await page.evaluate(() => document.fonts.ready);
  expect(
    await page.evaluate(() => [...document.fonts].some((f) => f.family.includes('Arabic'))),
  ).toBe(false);
  expect(fontRequests).toHaveLength(2);
});

/** Sum of layout shifts not caused by input, as Lighthouse counts CLS for a short page load. */
async function observeLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts = { total: 0 };
    Object.assign(window, { __shifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) shifts.total += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

for (const path of ['/', '/people', '/events/an-evening-with-github-cofounder', '/login']) {
  test(`${path}: fonts arriving late move nothing (CLS ≤ 0.01)`, async ({ page }) => {
    // Hold the font files back so the page first paints with the fallback faces.
    await page.route('**/_astro/fonts/*.woff2', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1200));
      await route.continue();
    });
    await observeLayoutShift(page);
    await page.goto(path);
    // Before the swap the metric-matched fallbacks are in use (this machine has them).
    const fallbackStatus = await page.evaluate(() =>
      [...document.fonts]
        .filter((face) => face.family.includes('fallback') && !face.family.includes('Roboto'))
        .map((face) => face.status),
    );
    expect(fallbackStatus).toEqual(['loaded', 'loaded']);
    await page.waitForFunction(() =>
      [...document.fonts].some(
        (face) => face.family.startsWith('Figtree-') && face.status === 'loaded',
      ),
    );
    await page.evaluate(() => document.fonts.ready);
    await page.waitForTimeout(500);
    const cls = await page.evaluate(
      () => (window as unknown as { __shifts: { total: number } }).__shifts.total,
    );
    expect(cls).toBeLessThanOrEqual(0.01);
  });
}
