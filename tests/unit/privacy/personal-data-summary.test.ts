import { describe, expect, it } from 'vitest';
import {
  erasureConsequences,
  exportSummary,
} from '../../../src/lib/privacy/personal-data-summary.ts';

describe('exportSummary', () => {
  it.each([
    [{}, 0, 'Exported 0 rows from 0 tables and 0 files; the link was mailed to a@b.c.'],
    [{ contacts: 1 }, 1, 'Exported 1 row from 1 table and 1 file; the link was mailed to a@b.c.'],
    [
      { contacts: 1, consents: 4, check_ins: 0, mail_outbox: 10_045 },
      2,
      'Exported 10050 rows from 3 tables and 2 files; the link was mailed to a@b.c.',
    ],
  ])('%j with %i files', (rows, files, expected) => {
    expect(exportSummary(rows, files, 'a@b.c')).toBe(expected);
  });
});

describe('erasureConsequences', () => {
  it('names the person, the account and that it cannot be undone', () => {
    const text = erasureConsequences('ليلى Karim');
    expect(text).toMatch(/^This removes ليلى Karim from every table/);
    expect(text).toContain('sign-in account');
    expect(text).toMatch(/It cannot be undone\.$/);
  });
});
