import { describe, expect, it } from 'vitest';
import { normalizeWebAddress } from '~/lib/submissions/web-address.ts';

describe('normalizeWebAddress', () => {
  it.each([
    ['linkedin.com/in/username', 'https://linkedin.com/in/username'],
    ['  www.linkedin.com/in/a-b ', 'https://www.linkedin.com/in/a-b'],
    ['https://www.linkedin.com/in/omar', 'https://www.linkedin.com/in/omar'],
    ['http://example.org/profile', 'http://example.org/profile'],
  ])('accepts %j as %j', (input, expected) => {
    expect(normalizeWebAddress(input)).toBe(expected);
  });

  it.each([
    '',
    'linkedin',
    'not a url',
    'javascript:alert(1)',
    'ftp://example.com/x',
    'mailto:a@b.co',
  ])('refuses %j', (input) => {
    expect(normalizeWebAddress(input)).toBeUndefined();
  });
});
