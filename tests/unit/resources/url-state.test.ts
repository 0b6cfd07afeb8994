import { describe, expect, it } from 'vitest';
import { parseExplorerState, serializeExplorerState } from '~/lib/resources/url-state.ts';

describe('parseExplorerState', () => {
  it.each([
    ['', { query: '', sort: 'score' }],
    ['?q=water', { query: 'water', sort: 'score' }],
    ['?sort=name', { query: '', sort: 'name' }],
    ['?q=smart+city&sort=investment', { query: 'smart city', sort: 'investment' }],
    ['?q=R%26D%20labs', { query: 'R&D labs', sort: 'score' }],
    ['?sort=price', { query: '', sort: 'score' }],
    ['?sort=', { query: '', sort: 'score' }],
    ['?join=true&q=sabic', { query: 'sabic', sort: 'score' }],
  ])('%j', (search, expected) => {
    expect(parseExplorerState(search)).toEqual(expected);
  });
});

describe('serializeExplorerState', () => {
  it.each([
    [{ query: '', sort: 'score' as const }, '', ''],
    [{ query: 'water', sort: 'score' as const }, '', '?q=water'],
    [{ query: '', sort: 'name' as const }, '', '?sort=name'],
    [{ query: 'smart city', sort: 'investment' as const }, '', '?q=smart+city&sort=investment'],
    [{ query: 'R&D', sort: 'score' as const }, '', '?q=R%26D'],
    [{ query: '', sort: 'score' as const }, '?q=old&sort=name', ''],
    [{ query: 'new', sort: 'score' as const }, '?join=true&sort=name', '?join=true&q=new'],
  ])('%j from %j -> %j', (state, current, expected) => {
    expect(serializeExplorerState(state, current)).toBe(expected);
  });

  it('round-trips through parse', () => {
    const state = { query: ' Ma’aden & partners ', sort: 'name' as const };
    expect(parseExplorerState(serializeExplorerState(state))).toEqual(state);
  });
});
