import { describe, expect, it } from 'vitest';
import {
  parseAllowedMimeTypes,
  parseFileSizeLimit,
} from '../../../supabase/local/storage/bucket-settings.ts';
import {
  decodeCursor,
  listPage,
  type ListedRow,
} from '../../../supabase/local/storage/list-page.ts';

const SERVER = 50 * 1024 * 1024;

describe('parseFileSizeLimit', () => {
  it.each([
    [1000, 1000],
    ['20mb', 20_000_000],
    ['20MB', 20_000_000],
    ['1kb', 1000],
    ['1.2345mb', 1_230_000],
    ['3B', 3],
    [null, null],
  ])('%j is %j bytes', (value, bytes) => {
    expect(parseFileSizeLimit(value, SERVER)).toBe(bytes);
  });

  it.each([['20 GiB'], ['-1'], [-1], [1.5], ['mb'], [true]])('refuses %j with 400', (value) => {
    expect(() => parseFileSizeLimit(value, SERVER)).toThrow(/Invalid file size format/);
  });

  it('refuses more than the server accepts in one request with 413', () => {
    expect(() => parseFileSizeLimit(SERVER + 1, SERVER)).toThrow(/maximum allowed size/);
    expect(parseFileSizeLimit('60mb', SERVER + 1e7)).toBe(60_000_000);
  });
});

describe('parseAllowedMimeTypes', () => {
  it('keeps types and wildcards, drops empty entries, refuses the rest', () => {
    expect(
      parseAllowedMimeTypes(['image/png', 'image/*', '', 'text/plain;charset=utf-8', '*']),
    ).toEqual(['image/png', 'image/*', 'text/plain;charset=utf-8', '*']);
    expect(parseAllowedMimeTypes(null)).toBeNull();
    expect(() => parseAllowedMimeTypes(['image png'])).toThrow(/mime type image png/);
    expect(() => parseAllowedMimeTypes('image/png')).toThrow();
  });
});

const row = (name: string, minute: number): ListedRow => ({
  id: `id-${name}`,
  name,
  metadata: { size: 1 },
  created_at: `2026-01-01T10:${String(minute).padStart(2, '0')}:00+00:00`,
  updated_at: `2026-01-01T10:${String(minute).padStart(2, '0')}:00+00:00`,
  last_accessed_at: null,
});

describe('listPage', () => {
  const rows = [
    row('a/z.txt', 1),
    row('a/b b.txt', 2),
    row('a/sub/deep.txt', 0),
    row('a/ملف.txt', 3),
    row('ab.txt', 4),
  ];

  it('folds sub-folders at the next "/" and names keys relative to the prefix', () => {
    const page = listPage(rows, {
      prefix: 'a/',
      withDelimiter: true,
      limit: 10,
      column: 'name',
      descending: false,
    });
    expect(page.folders).toEqual([
      expect.objectContaining({ key: 'sub', name: 'a/sub/', id: null }),
    ]);
    expect(page.objects.map((entry) => [entry.key, entry.name])).toEqual([
      ['b b.txt', 'a/b b.txt'],
      ['z.txt', 'a/z.txt'],
      ['ملف.txt', 'a/ملف.txt'],
    ]);
    expect(page.hasNext).toBe(false);
  });

  it('pages by creation, newest first, with a cursor that continues exactly', () => {
    const options = {
      prefix: 'a/',
      withDelimiter: false,
      limit: 3,
      column: 'created_at' as const,
      descending: true,
    };
    const first = listPage(rows, options);
    expect(first.objects.map((entry) => entry.name)).toEqual(['a/ملف.txt', 'a/b b.txt', 'a/z.txt']);
    expect(first.hasNext).toBe(true);
    const after = decodeCursor(first.nextCursor!);
    const second = listPage(rows, { ...options, after: after! });
    expect(second.objects.map((entry) => entry.name)).toEqual(['a/sub/deep.txt']);
    expect(second.hasNext).toBe(false);
    expect(decodeCursor('not a cursor')).toBeUndefined();
  });
});
