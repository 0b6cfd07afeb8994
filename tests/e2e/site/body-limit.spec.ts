// The production server refuses a large body to the site's own routes (which read none) with a
// JSON 413 before Astro sees it; a small one still gets the page's ordinary answer.
import { expect, test } from '@playwright/test';

test('a body over 1 MiB to a site route is refused with 413; the site keeps answering', async ({
  request,
}) => {
  const refused = await request.post('/crm', {
    data: Buffer.alloc(2 * 1024 * 1024, 'x'),
    headers: { 'content-type': 'application/octet-stream' },
    maxRedirects: 0,
  });
  expect(refused.status()).toBe(413);
  expect(await refused.json()).toMatchObject({ message: expect.stringMatching(/too large/i) });
  const small = await request.post('/crm', { data: 'x', maxRedirects: 0 });
  expect(small.status()).not.toBe(413);
  expect((await request.get('/people')).status()).toBe(200);
});
