import { describe, expect, it } from 'vitest';
import {
  attachmentNameProblem,
  attachmentStorageKey,
  safeStorageName,
} from '~/lib/crm/attachment-key.ts';

// Hosted Supabase Storage's key rule (docs/wire/supabase-js.md#storage-uploads-and-downloads).
const HOSTED_KEY = /^(\w|\/|!|-|\.|\*|'|\(|\)| |&|\$|@|=|;|:|\+|,|\?)*$/;
const bytes = (text: string) => new TextEncoder().encode(text).byteLength;
const LONG_ARABIC = `${'تقرير '.repeat(27)}النهائي.pdf`;

describe('safeStorageName', () => {
  it.each([
    ['Budget (v2) [final] #3 50%.pdf', 'Budget_v2_final_3_50.pdf'],
    ['a & b, c.txt', 'a_b_c.txt'],
    ['تقرير الربع الأول.pdf', 'file.pdf'],
    ['photo 😀.png', 'photo.png'],
    ['Résumé été.docx', 'Resume_ete.docx'],
    ['..', 'file'],
    ['.env', 'env'],
    ['archive.tar.gz', 'archive.tar.gz'],
    ['no extension', 'no_extension'],
    ['weird.ext with space', 'weird.ext_with_space'],
    ['', 'file'],
  ])('%s -> %s', (name, safe) => {
    expect(safeStorageName(name)).toBe(safe);
  });

  it('keeps a long name to 100 characters with its extension', () => {
    const safe = safeStorageName(`${'quarterly report '.repeat(20)}.pdf`);
    expect(safe.length).toBeLessThanOrEqual(100);
    expect(safe).toMatch(/^quarterly_report_.*[a-z]\.pdf$/);
  });
});

describe('attachmentStorageKey', () => {
  const contact = '3f2b8c1e-0000-4000-8000-000000000001';
  const upload = '9a1d2c3b-0000-4000-8000-000000000002';
  it.each([
    'Budget (v2) [final] #3 50%.pdf',
    'a & b, c.txt',
    'تقرير الربع الأول.pdf',
    'photo 😀.png',
    LONG_ARABIC,
    '%2e%2e/..\\evil?.html#x',
  ])('gives a key hosted Storage accepts, every segment short: %s', (name) => {
    const key = attachmentStorageKey(contact, upload, name);
    expect(key).toMatch(HOSTED_KEY);
    expect(key.startsWith(`${contact}/${upload}/`)).toBe(true);
    expect(key.split('/')).toHaveLength(3);
    for (const segment of key.split('/')) {
      expect(bytes(segment)).toBeLessThanOrEqual(255);
      expect(['', '.', '..']).not.toContain(segment);
    }
  });
});

describe('attachmentNameProblem', () => {
  it('accepts every name a computer produces, up to 255 characters', () => {
    expect(bytes(LONG_ARABIC)).toBeGreaterThan(255);
    for (const name of ['Budget (v2) [final] #3 50%.pdf', LONG_ARABIC, '😀'.repeat(255)])
      expect(attachmentNameProblem(name)).toBeNull();
  });
  it.each([[''], ['   '], ['a'.repeat(256)]])('refuses %j with a message', (name) => {
    expect(attachmentNameProblem(name)).toMatch(/Rename it/);
  });
});
