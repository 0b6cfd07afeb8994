// Writes as PostgREST 12 answers them, through supabase-js (fetch for return=headers-only) on
// each engine: Prefer: return=minimal|headers-only|representation on insert, update, delete and
// upsert; upsert 201 when a row was inserted, 200 when all were updates; Content-Range;
// max-affected with handling=strict as supabase-js's maxAffected() sends it (PGRST124, nothing
// kept); Preference-Applied.
import { describe, expect, it } from 'vitest';
import { engines, useFixtureBackend } from './engines.ts';

/**
 * What supabase-js's maxAffected(n) sends. Its types offer the method for PostgREST 13 clients
 * only, though PostgREST 12 reads the same header; these writes carry no other preference.
 */
function maxAffected<T extends { setHeader(name: string, value: string): T }>(
  builder: T,
  n: number,
) {
  return builder.setHeader('Prefer', `handling=strict, max-affected=${n}`);
}

describe.each(engines)('writes on $name', (engine) => {
  const { db, backend } = useFixtureBackend(engine);

  const rest = (path: string, method: string, headers: Record<string, string>, body?: unknown) => {
    const key = backend().serviceRoleKey;
    return fetch(`${backend().url}/rest/v1/${path}`, {
      method,
      headers: {
        apikey: key,
        authorization: `Bearer ${key}`,
        'content-type': 'application/json',
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  };
  const names = async (ids: number[]) =>
    (await db().from('fx_items').select('id, name').in('id', ids).order('id')).data;

  describe.skipIf(engine.skip !== undefined)('Prefer: return', () => {
    it('minimal: 201 and 204 with no body and no Content-Type', async () => {
      const insert = await rest(
        'fx_items',
        'POST',
        { prefer: 'return=minimal' },
        { id: 10, name: 'a' },
      );
      expect(insert.status).toBe(201);
      expect(await insert.text()).toBe('');
      expect(insert.headers.get('content-type')).toBeNull();
      expect(insert.headers.get('content-range')).toBe('*/*');
      expect(insert.headers.get('preference-applied')).toBe('return=minimal');
      const update = await db().from('fx_items').update({ name: 'b' }).eq('id', 10);
      expect(update.status).toBe(204);
      expect(update.data).toBeNull();
      const remove = await db().from('fx_items').delete().eq('id', 10);
      expect(remove.status).toBe(204);
      expect(await names([10])).toEqual([]);
    });

    it('headers-only: Location of the one inserted row, none for several', async () => {
      const one = await rest(
        'fx_items',
        'POST',
        { prefer: 'return=headers-only' },
        { id: 11, name: 'x' },
      );
      expect(one.status).toBe(201);
      expect(one.headers.get('location')).toBe('/fx_items?id=eq.11');
      expect(await one.text()).toBe('');
      const several = await rest('fx_items', 'POST', { prefer: 'return=headers-only' }, [
        { id: 12, name: 'y' },
        { id: 13, name: 'z' },
      ]);
      expect(several.status).toBe(201);
      expect(several.headers.get('location')).toBeNull();
      const patch = await rest(
        'fx_items?id=eq.11',
        'PATCH',
        { prefer: 'return=headers-only' },
        { name: 'w' },
      );
      expect(patch.status).toBe(204);
      expect(patch.headers.get('location')).toBeNull();
      expect(await names([11, 12, 13])).toEqual([
        { id: 11, name: 'w' },
        { id: 12, name: 'y' },
        { id: 13, name: 'z' },
      ]);
      await db().from('fx_items').delete().in('id', [11, 12, 13]);
    });

    it('representation: the rows through the select list, with Content-Range', async () => {
      const insert = await db()
        .from('fx_items')
        .insert({ id: 14, name: 'rep' }, { count: 'exact' })
        .select('id, name, qty');
      expect(insert.status).toBe(201);
      expect(insert.data).toEqual([{ id: 14, name: 'rep', qty: 1 }]);
      expect(insert.count).toBe(1);
      const update = await db()
        .from('fx_items')
        .update({ qty: 5 }, { count: 'exact' })
        .in('id', [14, 1])
        .select('id, qty');
      expect(update.status).toBe(200);
      expect(update.count).toBe(2);
      expect(update.data).toEqual(
        expect.arrayContaining([
          { id: 1, qty: 5 },
          { id: 14, qty: 5 },
        ]),
      );
      const patch = await rest(
        'fx_items?id=eq.14&select=id',
        'PATCH',
        { prefer: 'return=representation, count=exact' },
        { qty: 6 },
      );
      expect(patch.headers.get('content-range')).toBe('0-0/1');
      expect(patch.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(patch.headers.get('preference-applied')).toBe('return=representation, count=exact');
      const remove = await db()
        .from('fx_items')
        .delete({ count: 'exact' })
        .eq('id', 14)
        .select('name');
      expect(remove.status).toBe(200);
      expect(remove.data).toEqual([{ name: 'rep' }]);
      expect(remove.count).toBe(1);
      await db().from('fx_items').update({ qty: 1 }).eq('id', 1);
    });
  });

  describe.skipIf(engine.skip !== undefined)('upsert', () => {
    it('merge-duplicates: 201 when a row is new, 200 when every row was an update', async () => {
      const mixed = await db()
        .from('fx_items')
        .upsert([
          { id: 20, name: 'new' },
          { id: 1, name: 'plain' },
        ])
        .select('id, name');
      expect(mixed.status).toBe(201);
      expect(mixed.data).toEqual([
        { id: 20, name: 'new' },
        { id: 1, name: 'plain' },
      ]);
      const updates = await db()
        .from('fx_items')
        .upsert([
          { id: 20, name: 'renamed' },
          { id: 1, name: 'plain' },
        ]);
      expect(updates.status).toBe(200);
      expect(await names([20])).toEqual([{ id: 20, name: 'renamed' }]);
      const response = await rest(
        'fx_items?on_conflict=id',
        'POST',
        { prefer: 'resolution=merge-duplicates, return=minimal' },
        { id: 20, name: 'again' },
      );
      expect(response.status).toBe(200);
      expect(response.headers.get('preference-applied')).toBe(
        'resolution=merge-duplicates, return=minimal',
      );
    });

    it('ignore-duplicates: 201, the existing row kept, only new rows returned', async () => {
      const result = await db()
        .from('fx_items')
        .upsert(
          [
            { id: 20, name: 'ignored' },
            { id: 21, name: 'added' },
          ],
          { ignoreDuplicates: true },
        )
        .select('id');
      expect(result.status).toBe(201);
      expect(result.data).toEqual([{ id: 21 }]);
      expect(await names([20, 21])).toEqual([
        { id: 20, name: 'again' },
        { id: 21, name: 'added' },
      ]);
      await db().from('fx_items').delete().in('id', [20, 21]);
    });
  });

  describe.skipIf(engine.skip !== undefined)('max-affected', () => {
    it('with handling=strict, more rows than allowed is 400 PGRST124 and nothing changes', async () => {
      const update = await maxAffected(
        db().from('fx_items').update({ name: 'everything' }).gte('id', 1),
        1,
      );
      expect(update.status).toBe(400);
      expect(update.error).toEqual({
        code: 'PGRST124',
        message: 'Query result exceeds max-affected preference constraint',
        details: 'The query affects 3 rows',
        hint: null,
      });
      const remove = await maxAffected(db().from('fx_items').delete().in('id', [1, 2]), 1);
      expect(remove.error?.code).toBe('PGRST124');
      expect(await names([1, 2, 3])).toEqual([
        { id: 1, name: 'plain' },
        { id: 2, name: 'a, "quoted" name' },
        { id: 3, name: 'spaced out' },
      ]);
    });

    it('applies to the rows a function returns', async () => {
      const over = await maxAffected(db().rpc('fx_numbers', { upto: 3 }), 2);
      expect(over.status).toBe(400);
      expect(over.error).toMatchObject({ code: 'PGRST124', details: 'The query affects 3 rows' });
      const within = await maxAffected(db().rpc('fx_numbers', { upto: 2 }), 2);
      expect(within.data).toEqual([1, 2]);
    });

    it('within the limit it applies and says so in Preference-Applied', async () => {
      const response = await rest(
        'fx_items?id=eq.3',
        'PATCH',
        { prefer: 'handling=strict, max-affected=1' },
        { note: 'x' },
      );
      expect(response.status).toBe(204);
      expect(response.headers.get('preference-applied')).toBe('handling=strict, max-affected=1');
      await db().from('fx_items').update({ note: '' }).eq('id', 3);
    });

    it('without handling=strict it is ignored, as PostgREST 12 does', async () => {
      const response = await rest(
        'fx_items?id=gte.1',
        'PATCH',
        { prefer: 'max-affected=1, return=representation' },
        { qty: 7 },
      );
      expect(response.status).toBe(200);
      expect(await response.json()).toHaveLength(3);
      expect(response.headers.get('preference-applied')).toBe('return=representation');
      await db().from('fx_items').update({ qty: 1 }).eq('id', 1);
      await db().from('fx_items').update({ qty: 2 }).eq('id', 2);
      await db().from('fx_items').update({ qty: 3 }).eq('id', 3);
    });

    it('handling=strict refuses an unknown preference (PGRST122)', async () => {
      const response = await rest(
        'fx_items?id=eq.1',
        'PATCH',
        { prefer: 'handling=strict, return=everything' },
        { qty: 1 },
      );
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        code: 'PGRST122',
        message: 'Invalid preferences given with handling=strict',
        details: 'Invalid preferences: return=everything',
        hint: null,
      });
    });
  });
});
