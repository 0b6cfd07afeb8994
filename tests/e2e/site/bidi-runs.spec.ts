import { expect, test, type Locator, type Page } from '@playwright/test';

// A name that starts with digits inside Arabic text reads in its own order, "180 Studios" and
// never "Studios 180", wherever the Arabic pages show it: the event's heading and summary, its
// card and the menus, and the page's title (docs/architecture.md#right-to-left).

const event = '/ar/events/an-evening-with-180-studios';

/** Whether "180" is drawn before (to the left of) "Studios" in the element, as a reader sees it. */
async function readsInOrder(element: Locator): Promise<boolean> {
  return element.evaluate((root) => {
    const box = (word: string) => {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const at = node.textContent?.indexOf(word) ?? -1;
        if (at < 0) continue;
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + word.length);
        return range.getBoundingClientRect();
      }
      throw new Error(`"${word}" is not in ${root.outerHTML.slice(0, 200)}`);
    };
    return box('180').right <= box('Studios').left + 1;
  });
}

/** A line of Arabic with the name left as it is: the check must see it reversed. */
async function unisolatedLine(page: Page): Promise<Locator> {
  await page.evaluate(() => {
    const line = document.createElement('p');
    line.id = 'unisolated';
    line.dir = 'rtl';
    line.textContent = 'أمسية مع 180 Studios';
    document.body.append(line);
  });
  return page.locator('#unisolated');
}

test('the event page shows "180 Studios" in order in its heading, summary and title', async ({
  page,
}) => {
  await page.goto(event);
  // The check bites: without an isolate the browser draws the digits after the name.
  expect(await readsInOrder(await unisolatedLine(page))).toBe(false);

  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText('أمسية مع 180 Studios');
  expect(await readsInOrder(heading)).toBe(true);
  const summary = page.locator('main p', { hasText: '180 Studios' }).first();
  expect(await readsInOrder(summary)).toBe(true);
  // Plain text cannot hold an element: a left-to-right mark keeps the order there.
  expect(await page.title()).toContain('\u200E180 Studios');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    /\u200E180 Studios/,
  );
});

test('the menu of past gatherings shows "180 Studios" in order', async ({ page }) => {
  await page.goto('/ar/');
  await page.locator('[popovertarget="nav-past"]').click();
  const link = page.locator('#nav-past a', { hasText: '180 Studios' });
  await expect(link).toBeVisible();
  expect(await readsInOrder(link)).toBe(true);
});
