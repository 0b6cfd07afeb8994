import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';

/** Every event page the site publishes, from its own sitemap. */
async function publishedEventPaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get('/sitemap.xml')).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((match) => new URL(match[1]!).pathname)
    .filter((path) => path.startsWith('/events/'))
    .sort();
}

/** The expanded state Chromium exposes to assistive technology for the element. */
async function expandedState(page: Page, selector: string): Promise<boolean | undefined> {
  const cdp = await page.context().newCDPSession(page);
  const { root } = (await cdp.send('DOM.getDocument')) as { root: { nodeId: number } };
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { nodes } = (await cdp.send('Accessibility.getPartialAXTree', {
    nodeId,
    fetchRelatives: false,
  })) as { nodes: { properties?: { name: string; value: { value: unknown } }[] }[] };
  await cdp.detach();
  const expanded = nodes[0]?.properties?.find((property) => property.name === 'expanded');
  return expanded ? Boolean(expanded.value.value) : undefined;
}

/**
 * Milliseconds from the pointer entering (or leaving) a menu to its panel's visibility becoming
 * `want`, measured in the page so Playwright's own latency does not count.
 */
async function msUntil(
  page: Page,
  menu: string,
  pointer: 'mouseenter' | 'mouseleave',
  want: 'visible' | 'hidden',
  act: () => Promise<void>,
): Promise<number> {
  // The listener is in place before the pointer moves: started beside the move, a busy machine
  // could run it after the event, which then never came and the test timed out.
  await page.evaluate(
    ([id, type, visibility]) => {
      const panel = document.getElementById(`nav-${id}`)!;
      const item = panel.closest('li')!;
      (window as unknown as Record<string, Promise<number>>)['menuTiming'] = new Promise<number>(
        (resolve) => {
          item.addEventListener(
            type,
            (event) => {
              // From the event's own time (the menu's timer starts no earlier), so a busy machine
              // that runs this listener late can only add time, never take it away.
              const startedAt = event.timeStamp;
              const poll = () => {
                if (getComputedStyle(panel).visibility === visibility)
                  resolve(performance.now() - startedAt);
                else requestAnimationFrame(poll);
              };
              poll();
            },
            { once: true },
          );
        },
      );
    },
    [menu, pointer, want] as const,
  );
  await act();
  return page.evaluate(() => (window as unknown as Record<string, Promise<number>>)['menuTiming']!);
}

test.describe('desktop navigation menu', () => {
  test.beforeEach(({ isMobile }) => {
    test.skip(isMobile, 'the menu bar is for wide screens; the mobile menu has its own tests');
  });

  test('lists every event under Upcoming or Past, with About and the other links', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const upcoming = await page
      .locator('#nav-upcoming a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
    const past = await page
      .locator('#nav-past a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
    expect([...upcoming, ...past].sort()).toEqual(await publishedEventPaths(request));
    expect(past.length).toBeGreaterThanOrEqual(7);
    if (upcoming.length === 0) {
      await expect(page.locator('#nav-upcoming')).toContainText('No upcoming events announced');
    }
    const about = await page
      .locator('#nav-about a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(about).toEqual(['/people', '/clients-partners', '/contact']);
    await expect(nav.getByRole('link', { name: 'Opportunities' })).toHaveAttribute(
      'href',
      '/resources',
    );
    await expect(nav.getByRole('link', { name: 'Member Login' })).toHaveAttribute('href', '/login');
  });

  test('works from the keyboard: Tab to a menu, Enter opens, Tab enters, Escape closes', async ({
    page,
  }) => {
    await page.goto('/');
    const trigger = page.getByRole('button', { name: 'Past' });
    const panel = page.locator('#nav-past');
    // Tab order: skip link, logo, Upcoming, Past.
    for (let step = 0; step < 4; step += 1) await page.keyboard.press('Tab');
    await expect(trigger).toBeFocused();
    await expect(panel).toBeHidden();
    expect(await expandedState(page, '[popovertarget="nav-past"]')).toBe(false);

    await page.keyboard.press('Enter');
    await expect(panel).toBeVisible();
    expect(await expandedState(page, '[popovertarget="nav-past"]')).toBe(true);
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('link').nth(1)).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(trigger).toBeFocused();

    await page.keyboard.press('Space');
    await expect(panel).toBeVisible();
    await page.keyboard.press('Space');
    await expect(panel).toBeHidden();
  });

  test('a link in an opened menu can be followed with Enter', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'About' }).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(page.locator('#nav-about a').first()).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/people$/);
  });

  test('opens on hover after 200 ms, closes 150 ms after leaving, and skips the delay between menus', async ({
    page,
  }) => {
    await page.goto('/');
    const past = page.getByRole('button', { name: 'Past' });
    const about = page.getByRole('button', { name: 'About' });

    // Measured in animation frames, so a busy machine can only add time; the bounds leave room.
    const coldOpen = await msUntil(page, 'past', 'mouseenter', 'visible', () => past.hover());
    expect(coldOpen).toBeGreaterThanOrEqual(180);
    expect(coldOpen).toBeLessThan(1000);

    // Moving straight to the next menu opens it at once, and closes the previous one.
    const skipped = await msUntil(page, 'about', 'mouseenter', 'visible', () => about.hover());
    expect(skipped).toBeLessThan(150);
    await expect(page.locator('#nav-past')).toBeHidden();

    // Leaving keeps the panel for 150 ms, then closes it.
    const close = await msUntil(page, 'about', 'mouseleave', 'hidden', () =>
      page.mouse.move(5, 400),
    );
    expect(close).toBeGreaterThanOrEqual(130);
    expect(close).toBeLessThan(1000);
    test.info().annotations.push({
      type: 'menu timings (ms)',
      description: `open ${coldOpen.toFixed(0)}, skip ${skipped.toFixed(0)}, close ${close.toFixed(0)}`,
    });
  });

  test('an open menu has no axe violations', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Past' }).click();
    await expect(page.locator('#nav-past')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('mobile menu and bottom bar', () => {
  test.beforeEach(({ isMobile }) => {
    test.skip(!isMobile, 'the menu sheet and bottom bar are for small screens');
  });

  test('the menu sheet lists the events and About, and Escape closes it', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    const sheet = page.locator('#mobile-menu');
    await expect(sheet).toBeHidden();
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(sheet).toBeVisible();
    const hrefs = await sheet
      .locator('a[href^="/events/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
    expect(hrefs.sort()).toEqual(await publishedEventPaths(request));
    for (const name of [
      'People',
      'Clients & Partners',
      'Contact',
      'Opportunities',
      'Member Login',
    ]) {
      await expect(sheet.getByRole('link', { name })).toBeVisible();
    }
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
  });

  test('the close button closes the menu sheet', async ({ page }) => {
    await page.goto('/people');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(page.locator('#mobile-menu')).toBeHidden();
  });

  test('the bottom bar has Home, Resources and an Upcoming submenu that says when it is empty', async ({
    page,
  }) => {
    await page.goto('/');
    const bar = page.getByRole('navigation', { name: 'Quick links' });
    await expect(bar.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(bar.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(bar.getByRole('link', { name: 'Resources' })).toHaveAttribute(
      'href',
      '/resources',
    );
    await bar.getByRole('button', { name: 'Upcoming' }).click();
    const panel = page.locator('#mobile-upcoming');
    await expect(panel).toBeVisible();
    if ((await panel.getByRole('link').count()) === 0) {
      await expect(panel).toContainText('No upcoming events announced');
    }
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
  });

  test('the bottom bar never covers the end of the page', async ({ page }) => {
    await page.goto('/terms-of-use');
    await page.keyboard.press('End');
    const legal = page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Use' });
    await legal.scrollIntoViewIfNeeded();
    const bar = await page.getByRole('navigation', { name: 'Quick links' }).boundingBox();
    const link = await legal.boundingBox();
    expect(link!.y + link!.height).toBeLessThanOrEqual(bar!.y);
  });
});
