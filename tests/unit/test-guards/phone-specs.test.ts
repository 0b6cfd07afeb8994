// The phone project runs only the specs listed in tests/e2e/support/phone-specs.ts (issue 39). A
// spec that branches on the phone (isMobile, or the project named 'mobile') outside a skip must be
// listed, or its phone branch would never run; a listed spec must exist.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { E2E_ROOT, filesEndingWith } from './e2e-files.ts';
import { PHONE_SPECS } from '../../e2e/support/phone-specs.ts';

/** Does the text act differently on a phone, other than by skipping a test there? */
export function branchesOnPhone(text: string): boolean {
  return text
    .split('\n')
    .filter((line) => !/test\.skip\(/.test(line))
    .some((line) => /\bisMobile\b|project\.name\s*[!=]==?\s*'mobile'/.test(line));
}

describe('branchesOnPhone', () => {
  it.each([
    ["test.skip(({ isMobile }) => isMobile, 'desktop only');", false],
    ["test.skip(testInfo.project.name !== 'desktop', 'run once');", false],
    ["if (testInfo.project.name === 'mobile') await openMenu();", true],
    ['  if (isMobile) {', true],
    ['const x = 1;', false],
  ])('%s → %s', (source, expected) => {
    expect(branchesOnPhone(source)).toBe(expected);
  });
});

describe('the phone project', () => {
  it('lists only specs that exist', () => {
    for (const spec of PHONE_SPECS) expect(existsSync(path.join(E2E_ROOT, spec)), spec).toBe(true);
  });

  it('lists every spec with a phone branch', () => {
    const unlisted = filesEndingWith('.spec.ts')
      .filter((file) => branchesOnPhone(readFileSync(file, 'utf8')))
      .map((file) => path.relative(E2E_ROOT, file))
      .filter((spec) => !PHONE_SPECS.includes(spec));
    expect(unlisted).toEqual([]);
  });
});
