import { describe, expect, it } from 'vitest';
import { searchColumn, searchWords } from '../../../src/lib/crm/all-rows-query.ts';
import { matchesFilters, matchesTerms, searchTerms } from '../../../src/lib/crm/filters.ts';
import type { BoardContact } from '../../../src/lib/crm/board.ts';
import { normalizeArabic } from '../../../src/lib/text/normalize-arabic.ts';
import { FOLD_CASES, SEARCH_PAIRS } from './arabic-search-cases.ts';

describe('normalizeArabic', () => {
  it.each(FOLD_CASES)('%s → %s (%s)', (written, folded) => {
    expect(normalizeArabic(written)).toBe(folded);
  });

  it('is idempotent', () => {
    for (const [written] of FOLD_CASES) {
      expect(normalizeArabic(normalizeArabic(written))).toBe(normalizeArabic(written));
    }
  });
});

const contact = (firstName: string): BoardContact => ({
  id: 'c1',
  first_name: firstName,
  last_name: 'الهاشمي',
  email: 'person@example.com',
  company: 'Acme',
  title: 'Founder',
  industry: null,
  lead_type: 'other',
  stage: 'mql_lead',
  heat_rating: 0,
  created_at: '2026-01-01T00:00:00Z',
  has_account: false,
  open_checklist_items: 0,
});

describe('the browser side of the staff searches', () => {
  it.each(SEARCH_PAIRS)('"%s" finds "%s" and back (board live filter, request search)', (q, s) => {
    const all = { leadType: null, industry: null };
    expect(matchesFilters(contact(s), { ...all, query: q })).toBe(true);
    expect(matchesFilters(contact(q), { ...all, query: s })).toBe(true);
    expect(matchesTerms(searchTerms(q), ['Acme', s])).toBe(true);
  });

  it('still asks every word, in any case, and misses what is not there', () => {
    const all = { leadType: null, industry: null };
    expect(matchesFilters(contact('أحمد'), { ...all, query: 'احمد الهاشمى' })).toBe(true);
    expect(matchesFilters(contact('أحمد'), { ...all, query: 'محمد' })).toBe(false);
    expect(matchesFilters(contact('Noura'), { ...all, query: 'NOURA acme' })).toBe(true);
  });

  it('folds the All table search words as the view folds its text', () => {
    expect(searchWords('  أحمد   مُحَمَّد Noura ')).toEqual(['احمد', 'محمد', 'noura']);
  });

  it.each([
    ['احمد', 'search_folded'],
    ['café', 'search_folded'],
    ['x😀', 'search_folded'],
    ['noura', 'search'],
    ['50%', 'search'],
    ['a.b@example.com', 'search'],
  ] as const)('looks for %j in %s', (word, column) => {
    expect(searchColumn(word)).toBe(column);
  });
});
