// JSON paths (-> and ->>) in select, filters and order, and full-text search (fts, plfts,
// phfts, wfts, with and without a configuration), through supabase-js on each engine.
import { describe, expect, it } from 'vitest';
import { engines, useFixtureBackend } from './engines.ts';

describe.each(engines)('JSON paths and full-text search on $name', (engine) => {
  const { db } = useFixtureBackend(engine);

  describe.skipIf(engine.skip !== undefined)('JSON paths', () => {
    it('selects keys and array elements, named by the last key, with aliases and casts', async () => {
      const { data, error } = await db()
        .from('fx_clients')
        .select(
          'id, settings->tier, seats:settings->limits->>seats, settings->regions->0, n:settings->limits->seats::int',
        )
        .order('id');
      expect(error).toBeNull();
      expect(data).toEqual([
        { id: 1, tier: 'gold', seats: '10', regions: 'eu', n: 10 },
        { id: 2, tier: 'silver', seats: '3', regions: 'us', n: 3 },
        { id: 3, tier: null, seats: null, regions: null, n: null },
      ]);
    });

    it('filters on ->> (text) and -> (JSON) values', async () => {
      const text = await db().from('fx_clients').select('name').eq('settings->>tier', 'silver');
      expect(text.data).toEqual([{ name: 'Apple' }]);
      const json = await db().from('fx_clients').select('name').gt('settings->limits->seats', 5);
      expect(json.data).toEqual([{ name: 'Microsoft' }]);
      const nested = await db()
        .from('fx_clients')
        .select('name')
        .or('settings->>tier.eq.gold,settings->limits->>seats.eq.3')
        .order('id');
      expect(nested.data).toEqual([{ name: 'Microsoft' }, { name: 'Apple' }]);
    });

    it('orders by a JSON path', async () => {
      const { data } = await db()
        .from('fx_clients')
        .select('name')
        .order('settings->limits->seats', { ascending: true, nullsFirst: false });
      expect(data).toEqual([{ name: 'Apple' }, { name: 'Microsoft' }, { name: 'Aramco' }]);
    });

    it('reads a path of a non-JSON column through to_jsonb, and contains on jsonb', async () => {
      const { data } = await db().from('fx_clients').select('id, tags->0').eq('id', 2);
      expect(data).toEqual([{ id: 2, tags: 'hardware' }]);
      const contains = await db()
        .from('fx_clients')
        .select('id')
        .contains('settings', { tier: 'gold' });
      expect(contains.data).toEqual([{ id: 1 }]);
    });

    it('uses a path inside an embedded resource', async () => {
      const { data, error } = await db()
        .from('fx_projects')
        .select('name, fx_clients(tier:settings->>tier)')
        .eq('fx_clients.settings->>tier', 'gold')
        .not('fx_clients', 'is', null)
        .order('id');
      expect(error).toBeNull();
      expect(data).toEqual([
        { name: 'Windows', fx_clients: { tier: 'gold' } },
        { name: 'Office', fx_clients: { tier: 'gold' } },
      ]);
    });
  });

  describe.skipIf(engine.skip !== undefined)('full-text search', () => {
    type Query = ReturnType<ReturnType<ReturnType<typeof db>['from']>['select']>;
    const titles = async (apply: (q: Query) => unknown) => {
      const query = db().from('fx_articles').select('title').order('id') as unknown as Query;
      const { data, error } = (await (apply(query) as PromiseLike<unknown>)) as {
        data: { title: string }[] | null;
        error: unknown;
      };
      expect(error).toBeNull();
      return data?.map((row) => row.title);
    };

    it('fts: to_tsquery on a text column, with and without a configuration', async () => {
      expect(await titles((q) => q.textSearch('body', 'fat & cats'))).toEqual(['Cats', 'Birds']);
      expect(
        await titles((q) => q.textSearch('body', "'fat' & 'cat'", { config: 'english' })),
      ).toEqual(['Cats', 'Birds']);
    });

    it('plfts, phfts and wfts on a tsvector column', async () => {
      expect(
        await titles((q) =>
          q.textSearch('body_tsv', 'fat cats', { type: 'plain', config: 'english' }),
        ),
      ).toEqual(['Cats', 'Birds']);
      expect(
        await titles((q) =>
          q.textSearch('body_tsv', 'cats sat', { type: 'phrase', config: 'english' }),
        ),
      ).toEqual(['Cats']);
      expect(
        await titles((q) =>
          q.textSearch('body_tsv', 'quick -cat', { type: 'websearch', config: 'english' }),
        ),
      ).toEqual(['Dogs']);
    });

    it('negates a search and uses one inside or=()', async () => {
      expect(await titles((q) => q.not('body', 'fts(english)', 'cat'))).toEqual(['Dogs']);
      expect(await titles((q) => q.or('body.wfts(english).fox,title.eq.Cats'))).toEqual([
        'Cats',
        'Dogs',
      ]);
    });

    it('passes an unknown configuration on as Postgres reports it', async () => {
      const { error, status } = await db()
        .from('fx_articles')
        .select('id')
        .textSearch('body', 'cat', { config: 'klingon' });
      expect(status).toBe(400);
      expect(error).toMatchObject({ code: '42704' });
    });
  });
});
