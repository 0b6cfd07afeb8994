// A guard on the browser tests (issue 39): a fixed sleep longer than 500 ms makes every run slower
// and still flakes on a loaded machine; wait on the condition instead. The few fixed waits that
// stand for time itself (a slowed network answer, "nothing more happens for a while") are named
// below with their reason.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { filesEndingWith } from './e2e-files.ts';

const LIMIT_MS = 500;

/** Fixed waits over the limit that are the point of their test, not a wait for something. */
const ALLOWED: readonly { file: string; ms: number; why: string }[] = [
  {
    file: 'tests/e2e/check-in/door-check-in.spec.ts',
    ms: 1500,
    why: 'the offline queue must hold its check-ins while time passes with no signal',
  },
  {
    file: 'tests/e2e/site/typography.spec.ts',
    ms: 1200,
    why: 'a slowed font answer, so the page paints with the fallback faces first',
  },
  {
    file: 'tests/e2e/forms/contact.spec.ts',
    ms: 1500,
    why: "a slowed answer for the form's code, so typing lands before hydration",
  },
  {
    file: 'tests/e2e/forms/join-tab-closed.spec.ts',
    ms: 1000,
    why: 'neither the mail nor the Make call may run twice a while later',
  },
];

export interface FixedWait {
  file: string;
  line: number;
  ms: number;
}

/** `waitForTimeout(N)` and `setTimeout(resolve, N)` with a literal N, in one file's text. */
export function fixedWaitsIn(file: string, text: string): FixedWait[] {
  const waits: FixedWait[] = [];
  const pattern = /(?:waitForTimeout\(\s*|setTimeout\(\s*\w+\s*,\s*)([\d_]+)\s*\)/g;
  text.split('\n').forEach((source, index) => {
    for (const match of source.matchAll(pattern))
      waits.push({ file, line: index + 1, ms: Number(match[1]!.replaceAll('_', '')) });
  });
  return waits;
}

describe('fixedWaitsIn', () => {
  it.each([
    ['await page.waitForTimeout(1_500);', [1500]],
    ['await new Promise((resolve) => setTimeout(resolve, 1200));', [1200]],
    ['await new Promise((r) => setTimeout(r, 300));', [300]],
    ['test.setTimeout(120_000);', []],
    ['await expect(x).toBeVisible({ timeout: 15_000 });', []],
  ])('%s → %j', (source, expected) => {
    expect(fixedWaitsIn('f.ts', source).map((wait) => wait.ms)).toEqual(expected);
  });
});

describe('browser tests', () => {
  const files = filesEndingWith('.ts');

  it('sleep no longer than 500 ms, except the named waits', () => {
    const long = files
      .flatMap((file) => fixedWaitsIn(file, readFileSync(file, 'utf8')))
      .filter((wait) => wait.ms > LIMIT_MS)
      .filter(
        (wait) => !ALLOWED.some((allowed) => allowed.file === wait.file && allowed.ms === wait.ms),
      );
    expect(long, 'wait on a condition (expect.poll, toPass, a locator) instead').toEqual([]);
  });

  it('still have each named wait (a stale exception is removed)', () => {
    for (const allowed of ALLOWED) {
      const waits = fixedWaitsIn(allowed.file, readFileSync(allowed.file, 'utf8'));
      expect(
        waits.map((wait) => wait.ms),
        allowed.file,
      ).toContain(allowed.ms);
    }
  });
});
