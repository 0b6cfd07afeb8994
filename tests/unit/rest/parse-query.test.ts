import { describe, expect, it } from 'vitest';
import { parseQuery } from '../../../supabase/local/rest/parse/query.ts';

const query = (text: string) => parseQuery(new URLSearchParams(text));

describe('parseQuery', () => {
  it('collects root filters, order and paging', () => {
    const parsed = query('select=id&stage=eq.mql_lead&order=created_at.desc&limit=10&offset=20');
    expect(parsed.root).toEqual({
      filters: [
        { kind: 'condition', column: 'stage', op: 'eq', negated: false, value: 'mql_lead' },
      ],
      order: [{ column: 'created_at', direction: 'desc' }],
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
      filters: [{ kind: 'condition', column: 'email', op: 'eq', negated: false, value: 'a@b.c' }],
      order: [{ column: 'email', direction: 'asc' }],
      limit: 1,
    });
  });

  it('treats a dotted key that names no embed as a column filter', () => {
    expect(query('a.b=eq.1').root.filters).toEqual([
      { kind: 'condition', column: 'a.b', op: 'eq', negated: false, value: '1' },
    ]);
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
});
