import type { Page } from '@playwright/test';
import { SIGNED_IN_SCRIPT } from '../../../src/lib/site/signed-in-script.ts';

/**
 * The code a page carries in its markup: the header's signed-in script (a few hundred bytes on
 * every page, src/lib/site/signed-in-script.ts) counted apart from every other script. JSON-LD
 * data blocks are not code.
 */
export async function pageScripts(page: Page): Promise<{ signedInScript: number; other: number }> {
  const texts = await page
    .locator('script:not([type="application/ld+json"])')
    .evaluateAll((scripts) =>
      scripts.map((script) => (script.hasAttribute('src') ? null : script.textContent)),
    );
  const signedInScript = texts.filter((text) => text === SIGNED_IN_SCRIPT).length;
  return { signedInScript, other: texts.length - signedInScript };
}
