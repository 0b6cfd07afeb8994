import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** A region reading (aria-busy), which the staff app dims while it waits: its colours are not its own. */
const BUSY = '[aria-busy="true"]';
/** How long a scan waits for the page's regions to finish reading, and how often it scans again. */
const IDLE_WAIT_MS = 10_000;
const SCANS = 3;

/**
 * The WCAG 2.2 A/AA violations on the page once it is idle, one line each.
 *
 * A region that reads again for the staff member's own change (a period, a search) is dimmed to
 * 70% while it waits, which fails colour contrast for a moment: a scan waits up to IDLE_WAIT_MS
 * for no region to be busy, and scans again if a region was busy at any moment of the scan (seen
 * by an observer in the page, so a flash that ends before the scan does is not missed). A page
 * busy on purpose, a loading state under test, is scanned as it is once the wait is over.
 *
 * Legacy mode runs axe in the page itself: the default opens a blank page to merge the frames'
 * partial results, and that page was most of a scan (2.4 s against 0.9 s on an event page). Only
 * violations are gathered, as only they are read. Frames of the site's own origin are still
 * scanned (tests/e2e/site/axe-helper.spec.ts finds a violation on a page and in its frame); the
 * only other frames are the video players', never loaded in tests.
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  const busy = page.locator(BUSY);
  for (let scan = 1; ; scan += 1) {
    await expect(busy)
      .toHaveCount(0, { timeout: IDLE_WAIT_MS })
      .catch(() => undefined);
    const idleBefore = await watchBusy(page);
    const violations = await scanOnce(page, include);
    if (!idleBefore || !(await wasBusy(page)) || scan === SCANS) return violations;
  }
}

/** Starts noting whether any region becomes busy; answers whether none is now. */
async function watchBusy(page: Page): Promise<boolean> {
  return page.evaluate((selector) => {
    const scope = window as unknown as { __axeBusy?: { seen: boolean; stop(): void } };
    scope.__axeBusy?.stop();
    const state = { seen: document.querySelector(selector) !== null, stop: () => {} };
    // A record's old value catches a region busy and idle again before the observer ran.
    const observer = new MutationObserver((records) => {
      if (records.some((record) => record.oldValue === 'true') || document.querySelector(selector))
        state.seen = true;
    });
    observer.observe(document.documentElement, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-busy'],
      attributeOldValue: true,
    });
    state.stop = () => observer.disconnect();
    scope.__axeBusy = state;
    return !state.seen;
  }, BUSY);
}

/** Whether a region was busy at any moment since watchBusy (or is now); stops the watch. */
async function wasBusy(page: Page): Promise<boolean> {
  return page.evaluate((selector) => {
    const scope = window as unknown as { __axeBusy?: { seen: boolean; stop(): void } };
    const state = scope.__axeBusy;
    state?.stop();
    delete scope.__axeBusy;
    return (state?.seen ?? false) || document.querySelector(selector) !== null;
  }, BUSY);
}

async function scanOnce(page: Page, include?: string): Promise<string[]> {
  let builder = new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']);
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
}

/** Fails with the list of WCAG 2.2 A/AA violations on the page once it is idle. */
export async function expectNoAxeViolations(page: Page, include?: string): Promise<void> {
  expect(await axeViolations(page, include)).toEqual([]);
}
