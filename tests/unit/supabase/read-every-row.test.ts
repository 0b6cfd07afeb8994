import { describe, expect, it } from 'vitest';
import { EVERY_ROW_PAGE_SIZE, newestFirst, readEveryRow } from '~/lib/supabase/read-every-row.ts';

/** A server holding `count` rows that answers at most `maxRows` of them a request, by id. */
function server(count: number, maxRows: number) {
  const rows = Array.from({ length: count }, (_, n) => ({ id: String(n).padStart(6, '0') }));
  const asked: (string | null)[] = [];
  const page = async (after: string | null) => {
    asked.push(after);
    const from = after === null ? 0 : rows.findIndex((row) => row.id > after);
    const slice = from < 0 ? [] : rows.slice(from, from + Math.min(maxRows, EVERY_ROW_PAGE_SIZE));
    return { data: slice, error: null };
  };
  return { rows, asked, page };
}

describe('readEveryRow', () => {
  it.each([
    ['no rows', 0, 1000, 1],
    ['one short page', 10, 1000, 2],
    ['just past the cap', 1050, 1000, 3],
    ['a lower cap than asked for', 1050, 500, 4],
    ['exactly one full page', 1000, 1000, 2],
  ])('%s: every row', async (_, count, maxRows, requests) => {
    const { rows, asked, page } = server(count, maxRows);
    expect(await readEveryRow(page)).toEqual(rows);
    expect(asked).toHaveLength(requests);
  });

  it('stops with the error of a failed page', async () => {
    await expect(
      readEveryRow(async () => ({ data: null, error: { message: 'permission denied' } })),
    ).rejects.toThrow('permission denied');
  });
});

describe('newestFirst', () => {
  it('orders by creation, newest first, the id settling a tie', () => {
    const rows = [
      { id: 'a', created_at: '2026-01-01T10:00:00+00:00' },
      { id: 'c', created_at: '2026-03-01T10:00:00Z' },
      { id: 'b', created_at: '2026-01-01T10:00:00+00:00' },
      { id: 'd', created_at: '2026-01-01T13:00:00+03:00' },
    ];
    expect(newestFirst(rows).map((row) => row.id)).toEqual(['c', 'd', 'b', 'a']);
  });
});
