// Aggregates and related counts through supabase-js, as PostgREST 12 answers them
// (docs: references/api/aggregate_functions), on PGlite and on PostgreSQL 15.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestBackend } from '../../support/backend.ts';
import { engines } from './engines.ts';

describe.each(engines)('aggregates on $name', (engine) => {
  describe.skipIf(engine.skip !== undefined)('with db-aggregates-enabled', () => {
    let backend: TestBackend;
    let db: SupabaseClient;

    beforeAll(async () => {
      backend = await engine.start({ aggregates: true });
      db = backend.client(backend.serviceRoleKey);
    });
    afterAll(async () => {
      await backend?.stop();
    });

    it('counts rows with count(), aliased and cast', async () => {
      expect((await db.from('fx_invoices').select('count()')).data).toEqual([{ count: 6 }]);
      expect((await db.from('fx_invoices').select('n:count()')).data).toEqual([{ n: 6 }]);
      expect((await db.from('fx_invoices').select('count()::text')).data).toEqual([{ count: '6' }]);
    });

    it('sums, averages, finds min and max, with casts before and after', async () => {
      const { data, error } = await db
        .from('fx_invoices')
        .select('total.sum(), total.avg()::int, total.min(), total.max(), paid_count:paid.count()');
      expect(error).toBeNull();
      expect(data).toEqual([{ sum: 4700, avg: 783, min: 100, max: 2000, paid_count: 6 }]);
      const castFirst = await db.from('fx_invoices').select('total::text.max()');
      expect(castFirst.data).toEqual([{ max: '700' }]);
    });

    it('groups by the other selected columns, with filters and order', async () => {
      const { data, error } = await db
        .from('fx_invoices')
        .select('project_id, total.sum(), count()')
        .eq('paid', false)
        .order('project_id', { ascending: false });
      expect(error).toBeNull();
      expect(data).toEqual([
        { project_id: 3, sum: 2000, count: 1 },
        { project_id: 2, sum: 700, count: 1 },
        { project_id: 1, sum: 200, count: 1 },
      ]);
    });

    it('aggregates inside an embedded resource, per parent row', async () => {
      const { data, error } = await db
        .from('fx_projects')
        .select('name, fx_invoices(total.sum(), invoices:id.count())')
        .order('id');
      expect(error).toBeNull();
      expect(data).toEqual([
        { name: 'Windows', fx_invoices: [{ sum: 300, invoices: 2 }] },
        { name: 'Office', fx_invoices: [{ sum: 1200, invoices: 2 }] },
        { name: 'iOS', fx_invoices: [{ sum: 3200, invoices: 2 }] },
        { name: 'Orphan', fx_invoices: [{ sum: null, invoices: 0 }] },
      ]);
    });

    it('groups by an embedded resource', async () => {
      const { data, error } = await db
        .from('fx_invoices')
        .select('total.sum(), fx_projects(name)')
        .order('sum', { ascending: true });
      // Ordering by an aggregate is not supported by PostgREST either: it is no column.
      expect(error?.code).toBe('42703');
      expect(data).toBeNull();
      const grouped = await db.from('fx_invoices').select('total.sum(), fx_projects(name)');
      expect(grouped.error).toBeNull();
      expect(grouped.data).toEqual(
        expect.arrayContaining([
          { sum: 300, fx_projects: { name: 'Windows' } },
          { sum: 1200, fx_projects: { name: 'Office' } },
          { sum: 3200, fx_projects: { name: 'iOS' } },
        ]),
      );
      expect(grouped.data).toHaveLength(3);
    });

    it('hoists aggregates out of a to-one spread, grouped by the parent columns', async () => {
      const { data, error } = await db
        .from('fx_invoices')
        .select('paid, ...fx_projects(budget.sum())')
        .order('paid');
      expect(error).toBeNull();
      expect(data).toEqual([
        { paid: false, sum: 650 },
        { paid: true, sum: 650 },
      ]);
    });

    it('refuses aggregates inside a to-many spread (PGRST127)', async () => {
      const { error, status } = await db
        .from('fx_projects')
        .select('name, ...fx_invoices(total.sum())');
      expect(status).toBe(400);
      expect(error).toMatchObject({
        code: 'PGRST127',
        message: 'Feature not implemented',
        details: 'Aggregates are not implemented for one-to-many or many-to-many spreads.',
      });
    });

    it('counts related rows with rel(count) and rel(id.count())', async () => {
      const legacy = await db.from('fx_clients').select('name, fx_projects(count)').order('id');
      expect(legacy.error).toBeNull();
      expect(legacy.data).toEqual([
        { name: 'Microsoft', fx_projects: [{ count: 2 }] },
        { name: 'Apple', fx_projects: [{ count: 1 }] },
        { name: 'Aramco', fx_projects: [{ count: 0 }] },
      ]);
      const modern = await db
        .from('fx_clients')
        .select('id, fx_projects(id.count())')
        .order('id')
        .limit(1);
      expect(modern.data).toEqual([{ id: 1, fx_projects: [{ count: 2 }] }]);
    });
  });

  describe.skipIf(engine.skip !== undefined)('with db-aggregates-enabled off (the default)', () => {
    let backend: TestBackend;
    let db: SupabaseClient;

    beforeAll(async () => {
      backend = await engine.start();
      db = backend.client(backend.serviceRoleKey);
    });
    afterAll(async () => {
      await backend?.stop();
    });

    it.each([
      ['count()', 'fx_invoices'],
      ['total.sum()', 'fx_invoices'],
      ['name, fx_invoices(total.avg())', 'fx_projects'],
      ['id, fx_invoices(id.count())', 'fx_projects'],
      ['...fx_projects(id.count())', 'fx_invoices'],
    ])('refuses select=%s with PGRST123', async (select, table) => {
      const { data, error, status } = await db.from(table).select(select);
      expect(status).toBe(400);
      expect(data).toBeNull();
      expect(error).toEqual({
        code: 'PGRST123',
        message: 'Use of aggregate functions is not allowed',
        details: null,
        hint: null,
      });
    });

    it('still answers the pre-aggregate related count rel(count), as PostgREST does', async () => {
      const { data, error } = await db
        .from('fx_clients')
        .select('name, fx_projects(count)')
        .eq('id', 2);
      expect(error).toBeNull();
      expect(data).toEqual([{ name: 'Apple', fx_projects: [{ count: 1 }] }]);
      const plain = await db.from('fx_projects').select('count');
      expect(plain.data).toEqual([{ count: 4 }]);
    });
  });
});
