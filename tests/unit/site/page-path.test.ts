import { describe, expect, it } from 'vitest';
import { pagePath } from '../../../src/lib/site/page-path.ts';

describe('pagePath', () => {
  it.each([
    ['/people.html', '/people'],
    ['/index.html', '/'],
    ['/', '/'],
    ['/events/suhoor-dinner.html', '/events/suhoor-dinner'],
    ['/events/suhoor-dinner', '/events/suhoor-dinner'],
    ['/resources/', '/resources'],
  ])('%s is visited at %s', (built, visited) => {
    expect(pagePath(built)).toBe(visited);
  });
});
