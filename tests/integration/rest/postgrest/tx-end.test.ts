// Prefer: tx=rollback|commit through supabase-js on each engine, decided as PostgREST decides it
// from db-tx-end (PGRST_DB_TX_END here): `commit` (the default) ignores it, `*-allow-override`
// honours it, `rollback*` rolls back unless overridden. A rolled-back write still answers.
import { describe, expect, it } from 'vitest';
import { engines, useFixtureBackend } from './engines.ts';

describe.each(engines)('db-tx-end on $name', (engine) => {
  describe.skipIf(engine.skip !== undefined)('commit (the default)', () => {
    const { db } = useFixtureBackend(engine);

    it('ignores tx=rollback and does not list it as applied', async () => {
      const result = await db().from('fx_items').insert({ id: 30, name: 'kept' }).rollback();
      expect(result.status).toBe(201);
      const { data } = await db().from('fx_items').select('name').eq('id', 30);
      expect(data).toEqual([{ name: 'kept' }]);
    });
  });

  describe.skipIf(engine.skip !== undefined)('commit-allow-override', () => {
    const { db, backend } = useFixtureBackend(engine, {
      env: { PGRST_DB_TX_END: 'commit-allow-override' },
    });

    it('answers the write but keeps nothing with tx=rollback', async () => {
      const insert = await db()
        .from('fx_items')
        .insert({ id: 31, name: 'gone' })
        .select('id, name')
        .rollback();
      expect(insert.status).toBe(201);
      expect(insert.data).toEqual([{ id: 31, name: 'gone' }]);
      const update = await db()
        .from('fx_items')
        .update({ name: 'gone' }, { count: 'exact' })
        .eq('id', 1)
        .rollback();
      expect(update.count).toBe(1);
      const { data } = await db().from('fx_items').select('id, name').in('id', [1, 31]);
      expect(data).toEqual([{ id: 1, name: 'plain' }]);
    });

    it('lists tx=rollback in Preference-Applied', async () => {
      const key = backend().serviceRoleKey;
      const response = await fetch(`${backend().url}/rest/v1/fx_items?id=eq.1`, {
        method: 'DELETE',
        headers: { apikey: key, authorization: `Bearer ${key}`, prefer: 'tx=rollback' },
      });
      expect(response.status).toBe(204);
      expect(response.headers.get('preference-applied')).toBe('tx=rollback');
      const { data } = await db().from('fx_items').select('id').eq('id', 1);
      expect(data).toEqual([{ id: 1 }]);
    });
  });

  describe.skipIf(engine.skip !== undefined)('rollback-allow-override', () => {
    const { db, backend } = useFixtureBackend(engine, {
      env: { PGRST_DB_TX_END: 'rollback-allow-override' },
    });

    it('rolls every write back unless the request says tx=commit', async () => {
      const key = backend().serviceRoleKey;
      const post = (prefer: string | null, id: number) =>
        fetch(`${backend().url}/rest/v1/fx_items`, {
          method: 'POST',
          headers: {
            apikey: key,
            authorization: `Bearer ${key}`,
            'content-type': 'application/json',
            ...(prefer ? { prefer } : {}),
          },
          body: JSON.stringify({ id, name: `row ${id}` }),
        });
      expect((await post(null, 32)).status).toBe(201);
      const committed = await post('tx=commit', 33);
      expect(committed.headers.get('preference-applied')).toBe('tx=commit');
      const { data } = await db().from('fx_items').select('id').in('id', [32, 33]);
      expect(data).toEqual([{ id: 33 }]);
    });
  });
});
