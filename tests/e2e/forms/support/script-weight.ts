import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';

export interface ScriptWeight {
  files: number;
  /** Sum of the scripts' gzip sizes, in bytes (what a compressing server sends). */
  gzipBytes: number;
}

/**
 * Records every JavaScript file the page loads from now on. `measure()` sums them, gzipped the
 * way a compressing server or CDN would send them (the local server sends them uncompressed).
 */
export function recordScripts(page: Page): { measure: () => Promise<ScriptWeight> } {
  // Settled at once, so a script still arriving when the page closes cannot fail the test later
  // as an unhandled rejection; a body that could not be read fails measure() instead.
  const bodies: Promise<Buffer | Error>[] = [];
  let lastRequestAt = Date.now();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') lastRequestAt = Date.now();
  });
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    bodies.push(
      response
        .body()
        .catch((error: unknown) => (error instanceof Error ? error : new Error(String(error)))),
    );
  });
  return {
    /** Waits until no script has been requested for a second, then sums what loaded. */
    async measure() {
      while (Date.now() - lastRequestAt < 1000) await page.waitForTimeout(200);
      const settled = await Promise.all(bodies);
      const unreadable = settled.find((body): body is Error => body instanceof Error);
      if (unreadable) throw unreadable;
      const files = settled as Buffer[];
      return {
        files: files.length,
        gzipBytes: files.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0),
      };
    },
  };
}

export function kilobytes(weight: ScriptWeight): string {
  return `${(weight.gzipBytes / 1024).toFixed(1)} KB gzip in ${weight.files} files`;
}
