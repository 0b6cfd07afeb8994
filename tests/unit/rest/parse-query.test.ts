import { describe, expect, it } from 'vitest';
import { parseQuery } from '../../../supabase/local/rest/parse/query.ts';

const query = (text: string, rpcRead = false) => parseQuery(new URLSearchParams(text), { rpcRead });
const field = (name: string) => ({ name, jsonPath: [] });

describe('parseQuery', () => {
  it('collects root filters, order and paging', () => {
    const parsed = query('select=id&stage=eq.mql_lead&order=created_at.desc&limit=10&offset=20');
    expect(parsed.root).toEqual({
      filters: [
        {
          kind: 'condition',
          field: field('stage'),
          negated: false,
          operation: { op: 'eq', value: 'mql_lead' },
        },
      ],
      order: [{ field: field('created_at'), direction: 'desc' }],
      limit: 10,
      offset: 20,
    });
  });

  it('routes embed-prefixed keys to that embed', () => {
    const parsed = query(
      'select=id,author:profiles(email)&author.email=eq.a@b.c&author.order=email&author.limit=1',
    );
    expect(parsed.root.filters).toEqual([]);
    expect(parsed.embeds.get('author')).toEqual({
      filters: [
        {
          kind: 'condition',
          field: field('email'),
          negated: false,
          operation: { op: 'eq', value: 'a@b.c' },
        },
      ],
      order: [{ field: field('email') }],
      limit: 1,
    });
  });

  it('reads a JSON path in a filter key', () => {
    expect(query('data->a->>b=eq.1').root.filters[0]).toMatchObject({
      field: {
        name: 'data',
        jsonPath: [
          { arrow: '->', key: 'a' },
          { arrow: '->>', key: 'b' },
        ],
      },
    });
  });

  it('reads columns and on_conflict lists', () => {
    const parsed = query('columns="title","done"&on_conflict=id');
    expect(parsed.columns).toEqual(['title', 'done']);
    expect(parsed.onConflict).toEqual(['id']);
  });

  it('reads logic trees at the root and in embeds', () => {
    const parsed = query(
      'select=*,notes:contact_notes(*)&or=(a.eq.1,b.eq.2)&notes.not.and=(c.eq.3)',
    );
    expect(parsed.root.filters[0]).toMatchObject({ kind: 'logic', op: 'or' });
    expect(parsed.embeds.get('notes')?.filters[0]).toMatchObject({
      kind: 'logic',
      op: 'and',
      negated: true,
    });
  });

  it('keeps operator-less parameters of GET /rpc as arguments', () => {
    const parsed = query('a=1&b=hello&id=gt.2&limit=3', true);
    expect(parsed.rpcArgs).toEqual([
      ['a', '1'],
      ['b', 'hello'],
    ]);
    expect(parsed.root.filters).toHaveLength(1);
    expect(parsed.root.limit).toBe(3);
  });

  it('refuses an operator-less parameter outside /rpc (PGRST100)', () => {
    expect(() => query('name=hello')).toThrow(
      expect.objectContaining({ body: expect.objectContaining({ code: 'PGRST100' }) }),
    );
  });
});
