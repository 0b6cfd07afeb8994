// Two figures for the closing note, logged (not timed assertions, which would flake on a
// busy machine): the JavaScript /resources loads, gzipped, and the time from an input event to
// the filtered cards. The byte count does carry a budget, as Starlight keeps one per page.
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { openExplorer } from './explorer.ts';

const JS_BUDGET_GZIP_BYTES = 80 * 1024;

test('JavaScript loaded by /resources stays within its gzip budget', async ({ page }) => {
  const scripts: { url: string; raw: number; gzip: number }[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body();
    scripts.push({
      url: new URL(response.url()).pathname,
      raw: body.length,
      gzip: gzipSync(body).length,
    });
  });
  await openExplorer(page);
  await page.waitForLoadState('networkidle');
  const inline = await page.$$eval('script:not([src])', (elements) =>
    elements.map((element) => element.textContent ?? ''),
  );
  const inlineGzip = gzipSync(inline.join('\n')).length;
  const total = scripts.reduce((sum, script) => sum + script.gzip, 0) + inlineGzip;

  const lines = [
    ...scripts.map((script) => `${script.url}: ${script.raw} B raw, ${script.gzip} B gzip`),
    `inline scripts: ${inline.join('').length} B raw, ${inlineGzip} B gzip`,
    `total: ${total} B gzip (${(total / 1024).toFixed(1)} KiB)`,
  ];
  console.log(`[resources] JavaScript\n  ${lines.join('\n  ')}`);
  test.info().annotations.push({ type: 'js-gzip-bytes', description: String(total) });
  expect(scripts.length).toBeGreaterThan(0);
  expect(total).toBeLessThan(JS_BUDGET_GZIP_BYTES);
});

test('time from a typed query to the filtered cards', async ({ page }) => {
  await openExplorer(page);
  const samples = await page.evaluate(async () => {
    const input = document.querySelector<HTMLInputElement>('#industry-search');
    const status = document.querySelector<HTMLElement>('[role="status"]');
    if (!input || !status) throw new Error('explorer controls not found');
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
    // Resolves as soon as React has written the new count (a mutation observer runs as a microtask).
    const countShown = (expected: string) =>
      new Promise<void>((resolve) => {
        const observer = new MutationObserver(() => {
          if (status.dataset['resultsCount'] !== expected) return;
          observer.disconnect();
          resolve();
        });
        observer.observe(status, { attributes: true, attributeFilter: ['data-results-count'] });
      });
    const queries: [string, string][] = [
      ['water', '2'],
      ['', '20'],
      ['sabic', '1'],
      ['', '20'],
    ];
    const toDom: number[] = [];
    const toFrame: number[] = [];
    for (let round = 0; round < 15; round += 1) {
      for (const [query, expected] of queries) {
        const shown = countShown(expected);
        const start = performance.now();
        // What a keystroke does: set the value and fire React's input event.
        setValue?.call(input, query);
        input.dispatchEvent(new Event('input', { bubbles: true }));
        await shown;
        toDom.push(performance.now() - start);
        await nextFrame();
        toFrame.push(performance.now() - start);
      }
    }
    return { toDom, toFrame };
  });
  // The minimum is the cost on an idle core; the median and maximum show the machine's load.
  const describe = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const at = (fraction: number) =>
      (sorted[Math.floor(sorted.length * fraction)] ?? NaN).toFixed(1);
    return `min ${at(0)} ms, median ${at(0.5)} ms, max ${(sorted.at(-1) ?? NaN).toFixed(1)} ms`;
  };
  const summary =
    `input -> filtered DOM: ${describe(samples.toDom)}; ` +
    `input -> next frame: ${describe(samples.toFrame)} (${samples.toDom.length} samples)`;
  console.log(`[resources] ${summary}`);
  test.info().annotations.push({ type: 'input-to-results', description: summary });
  expect(samples.toDom).toHaveLength(60);
});
