// The upcoming-events build runs only the browser tests tagged @build-date (tests/run-all.mjs),
// so a spec whose expectations follow BUILD_TIME must tag those tests, or their upcoming state
// is never tried.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { filesEndingWith } from './e2e-files.ts';

/** Specs that read BUILD_TIME for a date window neither build falls in (the file says why). */
const UNTAGGED = new Set(['tests/e2e/site/pages.spec.ts']);

describe('browser specs that follow the build date', () => {
  const specs = filesEndingWith('.spec.ts').filter((file) =>
    readFileSync(file, 'utf8').includes('BUILD_TIME'),
  );

  it('are found', () => {
    expect(specs.length).toBeGreaterThanOrEqual(5);
  });

  it.each(specs.filter((file) => !UNTAGGED.has(file)))('%s tags them @build-date', (file) => {
    expect(readFileSync(file, 'utf8')).toContain("tag: '@build-date'");
  });
});
