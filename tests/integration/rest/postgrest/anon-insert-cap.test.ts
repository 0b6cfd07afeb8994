// The rows one anonymous insert may carry (server/body-limits.ts): one by default, as every public
// form sends, or SUPABASE_ANON_MAX_INSERT_ROWS when set (README.md, "Security limits"), which
// `npm run conformance:rest` sets since postgrest-js's suite inserts in bulk as anon.
import { describe, expect, it } from 'vitest';
import { engines, useFixtureBackend } from './engines.ts';

const rows = (count: number, from: number) =>
  Array.from({ length: count }, (_, i) => ({ id: from + i, name: `مرحبا [#${i}] 50% 🎉` }));

describe.each(engines)('anonymous insert cap on $name', (engine) => {
  describe.skipIf(engine.skip !== undefined)('with SUPABASE_ANON_MAX_INSERT_ROWS=3', () => {
    const { backend } = useFixtureBackend(engine, {
      env: { SUPABASE_ANON_MAX_INSERT_ROWS: '3', PGRST_DB_TX_END: 'commit-allow-override' },
    });
    const anon = () => backend().client(backend().anonKey);

    it('lets an anonymous insert carry three rows, counted', async () => {
      const result = await anon()
        .from('fx_items')
        .insert(rows(3, 500), { count: 'exact' })
        .select('id, name')
        .rollback();
      expect(result).toMatchObject({ status: 201, count: 3, error: null });
      expect(result.data).toEqual(rows(3, 500));
    });

    it('refuses four with 413 naming the cap, and stores none', async () => {
      const result = await anon().from('fx_items').insert(rows(4, 600));
      expect(result.status).toBe(413);
      expect(result.error).toMatchObject({
        code: 'PGRST413',
        message: 'Too many rows in one insert: an anonymous request may insert at most 3',
      });
      const stored = await backend()
        .client(backend().serviceRoleKey)
        .from('fx_items')
        .select('id')
        .gte('id', 600);
      expect(stored.data).toEqual([]);
    });
  });

  describe.skipIf(engine.skip !== undefined)('by default', () => {
    const { backend } = useFixtureBackend(engine);

    it('refuses two rows from anon with 413, one row passes', async () => {
      const anon = backend().client(backend().anonKey);
      const two = await anon.from('fx_items').insert(rows(2, 700));
      expect(two.status).toBe(413);
      expect(two.error?.message).toBe(
        'Too many rows in one insert: an anonymous request may insert at most 1',
      );
      const one = await anon.from('fx_items').insert(rows(1, 700));
      expect(one).toMatchObject({ status: 201, error: null });
    });
  });
});
