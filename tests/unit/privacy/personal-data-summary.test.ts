import { describe, expect, it } from 'vitest';
import {
  erasureConsequences,
  erasureSummary,
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

describe('erasureSummary', () => {
  it.each([
    [{}, 0, 'Erased 0 rows from 0 tables and 0 files.'],
    [{ contacts: 0, consents: 0 }, 1, 'Erased 0 rows from 0 tables and 1 file.'],
    [
      { contacts: 1, newsletter_signups: 1 },
      0,
      'Erased 2 rows from 2 tables and 0 files: contacts 1, newsletter signups 1.',
    ],
    [
      { activity: 12, consents: 4, newsletter_signups: 2, check_ins: 0, mail_outbox: 10_045 },
      3,
      'Erased 10063 rows from 4 tables and 3 files: activity 12, consents 4, newsletter signups 2, mail outbox 10045.',
    ],
  ])('%j with %i files', (rows, files, expected) => {
    expect(erasureSummary(rows, files)).toBe(expected);
  });
});

describe('erasureConsequences', () => {
  it('names the person, the account and that it cannot be undone', () => {
    const text = erasureConsequences('ليلى Karim');
    expect(text).toMatch(/^This removes ليلى Karim from every table/);
    expect(text).toContain('sign-in account');
    expect(text).toContain('newsletter sign-ups');
    expect(text).toMatch(/It cannot be undone\.$/);
  });
});
