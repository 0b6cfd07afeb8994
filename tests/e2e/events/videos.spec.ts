import { expect, test, type Page } from '@playwright/test';
import { videoPlayerOrigin, videoPlayerUrl } from '../../../src/lib/events/paths.ts';

const studios = '/events/an-evening-with-180-studios';

/** Every request the page makes to the player's origin or YouTube's image host. */
function recordPlayerRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (/youtube|ytimg|googlevideo/.test(new URL(request.url()).host)) requests.push(request.url());
  });
  return requests;
}

test('the studios evening shows its two overview videos as marked slots until their ids are known', async ({
  page,
}) => {
  const requests = recordPlayerRequests(page);
  await page.goto(studios);
  const videos = page.getByRole('region', { name: 'Overview Videos' }).locator('[data-video]');
  await expect(videos).toHaveCount(2);
  for (const video of await videos.all()) {
    await expect(video.locator('[data-video-slot]')).toBeVisible();
    await expect(video).toContainText('Video to be added');
    await expect(video.locator('[data-cover="drawn"]')).toBeVisible();
  }
  await expect(page.locator('iframe')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(requests).toEqual([]);
});

test('the page lets the player in only when played, and its policy allows the player', async ({
  page,
}) => {
  const requests = recordPlayerRequests(page);
  await page.route(`${videoPlayerOrigin}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>player</title><p>player</p>' }),
  );
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (directive: string) => violations.push(directive));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportViolation: (d: string) => void }).reportViolation(
        event.violatedDirective,
      );
    });
  });
  await page.goto(studios);
  // The markup EventVideos renders for a video with an id (tests/components covers the component).
  await page
    .locator('[data-video]')
    .first()
    .evaluate((item, src) => {
      item.innerHTML = `<details><summary>Play video: Studio tour</summary>
        <iframe src="${src}" title="Studio tour" loading="lazy" allow="autoplay"
          class="aspect-video w-full"></iframe></details>`;
    }, videoPlayerUrl('abcdefghijk'));
  await page.waitForTimeout(500);
  expect(requests).toEqual([]);

  await page.getByText('Play video: Studio tour').click();
  await expect.poll(() => requests).toEqual([videoPlayerUrl('abcdefghijk')]);
  await expect(page.frameLocator('iframe[title="Studio tour"]').locator('p')).toHaveText('player');
  expect(violations).toEqual([]);
});
