// Prefer: count=exact|planned|estimated through supabase-js on each engine, as PostgREST 12
// counts: exact counts the filtered rows; planned is the planner's estimate (EXPLAIN of the count
// query); estimated is exact up to db-max-rows and the larger of the two past it. Content-Range,
// 206 and HEAD follow the total.
import { describe, expect, it } from 'vitest';
import { engines, useFixtureBackend } from './engines.ts';

describe.each(engines)('counts on $name', (engine) => {
  describe.skipIf(engine.skip !== undefined)('without db-max-rows', () => {
    const { db, backend } = useFixtureBackend(engine);

    it('exact: the filtered total, 206 and Content-Range for a page', async () => {
      const all = await db().from('fx_invoices').select('id', { count: 'exact' });
      expect(all.count).toBe(6);
      expect(all.status).toBe(200);
      const page = await db()
        .from('fx_invoices')
        .select('id', { count: 'exact' })
        .eq('paid', true)
        .order('id')
        .range(1, 1);
      expect(page.status).toBe(206);
      expect(page.count).toBe(3);
      expect(page.data).toEqual([{ id: 3 }]);
      const key = backend().serviceRoleKey;
      const response = await fetch(`${backend().url}/rest/v1/fx_invoices?select=id&limit=2`, {
        headers: { apikey: key, authorization: `Bearer ${key}`, prefer: 'count=exact' },
      });
      expect(response.headers.get('content-range')).toBe('0-1/6');
      expect(response.headers.get('preference-applied')).toBe('count=exact');
    });

    it('exact on HEAD: no body, the total only', async () => {
      const head = await db()
        .from('fx_invoices')
        .select('*', { count: 'exact', head: true })
        .eq('project_id', 1);
      expect(head.error).toBeNull();
      expect(head.data).toBeNull();
      expect(head.count).toBe(2);
    });

    it("planned: the planner's estimate, exact where the plan is (a unique key)", async () => {
      const one = await db().from('fx_invoices').select('id', { count: 'planned' }).eq('id', 1);
      expect(one.count).toBe(1);
      const head = await db()
        .from('fx_invoices')
        .select('*', { count: 'planned', head: true })
        .eq('id', 2);
      expect(head.count).toBe(1);
      const paged = await db()
        .from('fx_invoices')
        .select('id', { count: 'planned' })
        .in('id', [1, 2])
        .order('id')
        .range(0, 0);
      expect(paged.data).toEqual([{ id: 1 }]);
      expect(paged.count).toBe(2);
      // A plan never expects fewer than one row, so where nothing matches the estimate is not
      // the count. (Not a range over the 6 rows: whether it is exact depends on whether the
      // backend's automatic ANALYZE has run yet, which a slow machine's timing decides.)
      const guess = await db()
        .from('fx_invoices')
        .select('id', { count: 'planned' })
        .gt('id', 1000);
      expect(guess.data).toEqual([]);
      expect(guess.count).toBeGreaterThanOrEqual(1);
    });

    it('estimated: without db-max-rows, the larger of the count and the plan', async () => {
      const planned = await db().from('fx_invoices').select('id', { count: 'planned' }).gt('id', 0);
      const estimated = await db()
        .from('fx_invoices')
        .select('id', { count: 'estimated' })
        .gt('id', 0);
      expect(estimated.count).toBe(Math.max(6, planned.count ?? 0));
      const one = await db().from('fx_invoices').select('id', { count: 'estimated' }).eq('id', 1);
      expect(one.count).toBe(1);
    });
  });

  describe.skipIf(engine.skip !== undefined)('of a function', () => {
    const { db } = useFixtureBackend(engine);

    it('counts exact and estimated; planned leaves the total unknown, as PostgREST', async () => {
      const call = (count: 'exact' | 'planned' | 'estimated') =>
        db().rpc('fx_numbers', { upto: 5 }, { count }).range(0, 1);
      const exact = await call('exact');
      expect(exact.data).toEqual([1, 2]);
      expect(exact.count).toBe(5);
      expect(exact.status).toBe(206);
      expect((await call('estimated')).count).toBe(5);
      const planned = await call('planned');
      expect(planned.status).toBe(200);
      // Content-Range 0-1/*: supabase-js parses the unknown total as NaN.
      expect(planned.count).toBeNaN();
    });
  });

  describe.skipIf(engine.skip !== undefined)('with db-max-rows = 4', () => {
    const { db } = useFixtureBackend(engine, { env: { PGRST_DB_MAX_ROWS: '4' } });

    it('caps a read at db-max-rows', async () => {
      const { data } = await db().from('fx_invoices').select('id').order('id');
      expect(data).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }]);
    });

    it('estimated: exact at or below the threshold, at least max-rows + 1 above it', async () => {
      const few = await db()
        .from('fx_invoices')
        .select('id', { count: 'estimated' })
        .eq('project_id', 2);
      expect(few.count).toBe(2);
      expect(few.status).toBe(200);
      const many = await db().from('fx_invoices').select('id', { count: 'estimated' });
      expect(many.data).toHaveLength(4);
      expect(many.status).toBe(206);
      expect(many.count).toBeGreaterThanOrEqual(5);
      const planned = await db().from('fx_invoices').select('id', { count: 'planned' });
      expect(many.count).toBe(Math.max(5, planned.count ?? 0));
    });
  });
});
