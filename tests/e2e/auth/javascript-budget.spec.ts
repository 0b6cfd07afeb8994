import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { pageScripts } from '../support/page-scripts.ts';

/** Gzip bytes of every script the page has loaded so far (the server sends them uncompressed). */
function trackScripts(page: Page): () => number {
  const sizes = new Map<string, number>();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    sizes.set(response.url(), gzipSync(body, { level: 9 }).length);
  });
  return () => [...sizes.values()].reduce((sum, size) => sum + size, 0);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

for (const path of ['/login', '/register', '/forgot-password']) {
  test(`${path}: supabase-js loads only once the form is used`, async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'one measurement is enough');
    const total = trackScripts(page);
    const supabase: string[] = [];
    page.on('request', (request) => {
      if (/browser-client|public-config/.test(request.url())) supabase.push(request.url());
    });
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const before = total();
    expect(supabase).toEqual([]);
    // The form hydrates on first use: before any interaction the page stays within 70 KiB.
    expect(before).toBeLessThanOrEqual(70 * 1024);

    await page.getByLabel('Email', { exact: true }).focus();
    await expect.poll(() => supabase.length).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    // Bodies are read asynchronously: wait until the new chunk is counted.
    await expect.poll(total).toBeGreaterThan(before);
    const after = total();
    testInfo.annotations.push({
      type: 'javascript (gzip)',
      description: `${path}: ${kb(before)} on load, ${kb(after)} after the first interaction`,
    });
    console.log(`${path}: ${kb(before)} on load, ${kb(after)} after the first interaction`);
  });
}

for (const path of [
  '/people',
  '/privacy-policy',
  '/terms-of-use',
  '/clients-partners',
  '/events/suhoor-dinner',
]) {
  test(`${path} ships no JavaScript but the signed-in script, footer included`, async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the markup is the same on mobile');
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('#footer-session')).toBeAttached();
    expect(scripts).toEqual([]);
    // The header's signed-in script, inline, is all: no island, no other script.
    await expect(page.locator('astro-island')).toHaveCount(0);
    expect(await pageScripts(page)).toEqual({ signedInScript: 1, other: 0 });
  });
}
