import { describe, expect, it } from 'vitest';
import { titleAndCompany } from '../../../src/lib/crm/role-title.ts';

describe('titleAndCompany', () => {
  it('joins the shown title and the company', () => {
    expect(titleAndCompany('investor', 'Acme')).toBe('Investor · Acme');
  });
  it('gives what there is of the two', () => {
    expect(titleAndCompany(null, 'Acme')).toBe('Acme');
    expect(titleAndCompany('Chief Executive', '')).toBe('Chief Executive');
  });
  it('says so when neither is given', () => {
    expect(titleAndCompany('  ', null)).toBe('No title or company given');
  });
});
