import { describe, expect, it } from 'vitest';
import { joinPolicies } from '../../../src/server/join-policies.ts';

describe('joinPolicies', () => {
  it.each([
    [
      "Astro's font-src and the site's merge into one directive",
      [
        "font-src 'self'; script-src 'self' 'sha256-abc'",
        "default-src 'self'; font-src 'self' data:",
      ],
      "font-src 'self' data:; script-src 'self' 'sha256-abc'; default-src 'self'",
    ],
    [
      'a trailing semicolon and spacing do not matter',
      ["img-src 'self';  ", ' img-src data: ;'],
      "img-src 'self' data:",
    ],
    [
      "'none' gives way to an allowed source",
      ["object-src 'none'", "object-src 'self'"],
      "object-src 'self'",
    ],
    ["'none' alone stays", ["object-src 'none'", undefined], "object-src 'none'"],
    [
      'directive names are case-insensitive',
      ["Font-Src 'self'", 'font-src data:'],
      "font-src 'self' data:",
    ],
  ] as const)('%s', (_case, policies, joined) => {
    expect(joinPolicies(...policies)).toBe(joined);
  });
});
