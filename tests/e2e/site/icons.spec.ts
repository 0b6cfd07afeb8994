import { expect, test } from '@playwright/test';

test.skip(({ isMobile }) => isMobile, 'the files are the same for every device');

test('the favicon, the apple-touch icon and the web manifest answer and are linked', async ({
  page,
  request,
}) => {
  const favicon = await request.get('/favicon.ico');
  expect(favicon.status()).toBe(200);
  expect(favicon.headers()['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
  // An .ico: reserved 0, type 1 (icon), three images.
  expect([...(await favicon.body()).subarray(0, 6)]).toEqual([0, 0, 1, 0, 3, 0]);

  await page.goto('/');
  const head = page.locator('head');
  await expect(head.locator('link[rel="icon"][href="/favicon.svg"]')).toHaveCount(1);
  const apple = await head.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  const manifestHref = await head.locator('link[rel="manifest"]').getAttribute('href');
  expect((await request.get(apple ?? '')).headers()['content-type']).toBe('image/png');

  const manifest = await request.get(manifestHref ?? '');
  expect(manifest.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const { name, icons } = (await manifest.json()) as { name: string; icons: { src: string }[] };
  expect(name).toBe('Majlis Network');
  for (const icon of icons) {
    const response = await request.get(icon.src);
    expect(response.status(), icon.src).toBe(200);
  }
});
