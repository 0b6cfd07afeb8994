import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * The WCAG 2.2 A/AA violations on the page as it is now, one line each.
 *
 * Legacy mode runs axe in the page itself: the default opens a blank page to merge the frames'
 * partial results, and that page was most of a scan (2.4 s against 0.9 s on an event page). Only
 * violations are gathered, as only they are read. Frames of the site's own origin are still
 * scanned (tests/e2e/site/axe-helper.spec.ts finds a violation on a page and in its frame); the
 * only other frames are the video players', never loaded in tests.
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
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

/** Fails with the list of WCAG 2.2 A/AA violations on the page as it is now. */
export async function expectNoAxeViolations(page: Page, include?: string): Promise<void> {
  expect(await axeViolations(page, include)).toEqual([]);
}
