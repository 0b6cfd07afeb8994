// Prefer: count=exact on insert, upsert, update and delete through supabase-js on each engine, as
// PostgREST 12 answers (docs/postgrest-subset.md#writes): Content-Range `*/N` for POST and DELETE,
// `0-(n-1)/N` for PATCH; upsert 201 when it inserted a row and 200 when it only updated;
// `missing=default` (defaultToNull: false) gives absent columns their default. Every write here
// ends in a rollback (Prefer: tx=rollback, allowed by db-tx-end), so the fixture stays as it is.
import { describe, expect, it } from 'vitest';
import { engines, useFixtureBackend } from './engines.ts';

describe.each(engines)('counts on writes on $name', (engine) => {
  describe.skipIf(engine.skip !== undefined)('with tx=rollback allowed', () => {
    const { db, backend } = useFixtureBackend(engine, {
      env: { PGRST_DB_TX_END: 'commit-allow-override' },
    });
    const items = () => db().from('fx_items');
    const raw = (init: RequestInit & { query?: string }) => {
      const { url, serviceRoleKey } = backend();
      return fetch(`${url}/rest/v1/fx_items${init.query ?? ''}`, {
        ...init,
        headers: {
          apikey: serviceRoleKey,
          authorization: `Bearer ${serviceRoleKey}`,
          'content-type': 'application/json',
          ...init.headers,
        },
      });
    };

    it('insert: the rows inserted, with or without a representation', async () => {
      const one = await items()
        .insert({ id: 40, name: 'one' }, { count: 'exact' })
        .select('id')
        .rollback();
      expect(one).toMatchObject({ status: 201, count: 1, data: [{ id: 40 }], error: null });
      const bulk = await raw({
        method: 'POST',
        headers: { prefer: 'count=exact, tx=rollback' },
        body: JSON.stringify(
          Array.from({ length: 10_050 }, (_, i) => ({ id: 1000 + i, name: `row ${i} 🎉` })),
        ),
      });
      expect(bulk.status).toBe(201);
      expect(bulk.headers.get('content-range')).toBe('*/10050');
      expect(await bulk.text()).toBe('');
      const uncounted = await raw({
        method: 'POST',
        headers: { prefer: 'tx=rollback' },
        body: JSON.stringify({ id: 41, name: 'x' }),
      });
      expect(uncounted.headers.get('content-range')).toBe('*/*');
    });

    it('upsert: 200 when every row was updated, 201 when one was inserted', async () => {
      const updated = await items()
        .upsert({ id: 1, name: 'updated' }, { count: 'exact' })
        .select('id, name')
        .rollback();
      expect(updated).toMatchObject({ status: 200, count: 1, data: [{ id: 1, name: 'updated' }] });
      const mixed = await items()
        .upsert(
          [
            { id: 1, name: 'updated' },
            { id: 42, name: 'new' },
          ],
          { count: 'exact' },
        )
        .select('id')
        .rollback();
      expect(mixed).toMatchObject({ status: 201, count: 2 });
      const minimal = await raw({
        method: 'POST',
        headers: { prefer: 'resolution=merge-duplicates, count=exact, tx=rollback' },
        body: JSON.stringify([{ id: 2, name: 'again' }]),
      });
      expect(minimal.status).toBe(200);
      expect(minimal.headers.get('content-range')).toBe('*/1');
      const ignored = await items()
        .upsert({ id: 1, name: 'ignored' }, { ignoreDuplicates: true, count: 'exact' })
        .select('id')
        .rollback();
      expect(ignored).toMatchObject({ status: 201, count: 0, data: [] });
    });

    it('missing=default: absent columns take their default, else null', async () => {
      const rows = [
        { id: 1, name: 'plain' },
        { id: 43, name: 'with qty', qty: 7 },
        { id: 44, name: 'no qty' },
      ];
      const defaults = await items()
        .upsert(rows, { defaultToNull: false })
        .select('id, qty')
        .order('id')
        .rollback();
      expect(defaults.error).toBeNull();
      expect(defaults.status).toBe(201);
      expect(defaults.data).toEqual([
        { id: 1, qty: 1 },
        { id: 43, qty: 7 },
        { id: 44, qty: 1 },
      ]);
      const nulls = await items().upsert(rows).select('id, qty').order('id').rollback();
      expect(nulls.data).toEqual([
        { id: 1, qty: null },
        { id: 43, qty: 7 },
        { id: 44, qty: null },
      ]);
      const inserted = await items()
        .insert(
          [
            { id: 45, name: 'a' },
            { id: 46, name: 'b', qty: 3 },
          ],
          { defaultToNull: false },
        )
        .select('qty, stamp')
        .rollback();
      expect(inserted.data).toEqual([
        { qty: 1, stamp: '2024-01-01T12:00:00+00:00' },
        { qty: 3, stamp: '2024-01-01T12:00:00+00:00' },
      ]);
    });

    it('missing=default on the key: a row without it is inserted with the next id', async () => {
      const upserted = await db()
        .from('fx_channels')
        .upsert([{ id: 1 }, { slug: 'test-slug' }], { defaultToNull: false, count: 'exact' })
        .select()
        .rollback();
      expect(upserted.error).toBeNull();
      expect(upserted).toMatchObject({ status: 201, count: 2 });
      expect(upserted.data).toEqual([
        { id: 1, slug: null, data: null },
        { id: 3, slug: 'test-slug', data: null },
      ]);
    });

    it('update: 0-(n-1)/n, and */0 when nothing matched', async () => {
      const two = await items()
        .update({ note: 'n' }, { count: 'exact' })
        .in('id', [1, 2])
        .select('id')
        .rollback();
      expect(two).toMatchObject({ status: 200, count: 2 });
      const patched = await raw({
        method: 'PATCH',
        query: '?id=in.(1,2,3)',
        headers: { prefer: 'count=exact, tx=rollback' },
        body: JSON.stringify({ note: 'n' }),
      });
      expect(patched.status).toBe(204);
      expect(patched.headers.get('content-range')).toBe('0-2/3');
      const none = await raw({
        method: 'PATCH',
        query: '?id=eq.999',
        headers: { prefer: 'count=exact, tx=rollback' },
        body: JSON.stringify({ note: 'n' }),
      });
      expect(none.headers.get('content-range')).toBe('*/0');
      const uncounted = await raw({
        method: 'PATCH',
        query: '?id=in.(1,2)',
        headers: { prefer: 'tx=rollback' },
        body: JSON.stringify({ note: 'n' }),
      });
      expect(uncounted.headers.get('content-range')).toBe('0-1/*');
    });

    it('delete: */n', async () => {
      const removed = await items()
        .delete({ count: 'exact' })
        .in('id', [1, 2])
        .select('id')
        .rollback();
      expect(removed).toMatchObject({ status: 200, count: 2 });
      const minimal = await raw({
        method: 'DELETE',
        query: '?id=in.(1,2,3)',
        headers: { prefer: 'count=exact, tx=rollback' },
      });
      expect(minimal.status).toBe(204);
      expect(minimal.headers.get('content-range')).toBe('*/3');
      expect((await items().select('id', { count: 'exact', head: true })).count).toBe(3);
    });
  });
});
