// Resource embedding as PostgREST 12 does it, through supabase-js on each engine: by table,
// constraint or column, with hints, !inner/!left, one-to-one as an object, many-to-many through
// a junction table, through views, self-references, computed relationships and spreads.
import { describe, expect, it } from 'vitest';
import { engines, useFixtureBackend } from './engines.ts';

describe.each(engines)('embedding on $name', (engine) => {
  const { db } = useFixtureBackend(engine);

  describe.skipIf(engine.skip !== undefined)('picking the relationship', () => {
    it('by the foreign key constraint name and by column, as a name or a hint', async () => {
      const expected = [{ name: 'Windows', owner: { name: 'Microsoft' } }];
      for (const select of [
        'name, owner:fx_clients!fx_projects_client_id_fkey(name)',
        'name, owner:fx_clients!client_id(name)',
        'name, owner:fx_clients!id(name)',
        'name, owner:fx_projects_client_id_fkey(name)',
        'name, owner:client_id(name)',
      ]) {
        const { data, error } = await db().from('fx_projects').select(select).eq('id', 1);
        expect({ select, error }).toEqual({ select, error: null });
        expect(data).toEqual(expected);
      }
    });

    it('answers PGRST201 (300) when two foreign keys lead to the same table, and a hint settles it', async () => {
      const ambiguous = await db().from('fx_transfers').select('amount, fx_clients(name)');
      expect(ambiguous.status).toBe(300);
      expect(ambiguous.error).toMatchObject({
        code: 'PGRST201',
        message:
          "Could not embed because more than one relationship was found for 'fx_transfers' and 'fx_clients'",
        hint: "Try changing 'fx_clients' to one of the following: 'fx_clients!fx_transfers_receiver_fkey', 'fx_clients!fx_transfers_sender_fkey'. Find the desired relationship in the 'details' key.",
      });
      expect(ambiguous.error?.details).toContainEqual({
        cardinality: 'many-to-one',
        embedding: 'fx_transfers with fx_clients',
        relationship: 'fx_transfers_sender_fkey using fx_transfers(sender_id) and fx_clients(id)',
      });
      const hinted = await db()
        .from('fx_transfers')
        .select(
          'amount, from:fx_clients!fx_transfers_sender_fkey(name), to:fx_clients!receiver_id(name)',
        )
        .order('id');
      expect(hinted.data).toEqual([
        { amount: 50, from: { name: 'Microsoft' }, to: { name: 'Apple' } },
        { amount: 75, from: { name: 'Apple' }, to: { name: 'Aramco' } },
      ]);
    });

    it('answers PGRST200 when there is no relationship', async () => {
      const { error, status } = await db().from('fx_articles').select('id, fx_clients(name)');
      expect(status).toBe(400);
      expect(error).toMatchObject({
        code: 'PGRST200',
        message:
          "Could not find a relationship between 'fx_articles' and 'fx_clients' in the schema cache",
      });
    });
  });

  describe.skipIf(engine.skip !== undefined)('cardinality', () => {
    it('embeds one-to-one as an object, from either side', async () => {
      const parent = await db()
        .from('fx_clients')
        .select('name, fx_client_details(vat)')
        .order('id');
      expect(parent.data).toEqual([
        { name: 'Microsoft', fx_client_details: { vat: 'IE123' } },
        { name: 'Apple', fx_client_details: { vat: 'US456' } },
        { name: 'Aramco', fx_client_details: null },
      ]);
      const child = await db()
        .from('fx_client_details')
        .select('vat, fx_clients(name)')
        .eq('vat', 'IE123');
      expect(child.data).toEqual([{ vat: 'IE123', fx_clients: { name: 'Microsoft' } }]);
    });

    it('embeds many-to-many through the junction table, and names it as a hint', async () => {
      const { data, error } = await db()
        .from('fx_users')
        .select('name, fx_tasks(title)')
        .order('id')
        .order('id', { referencedTable: 'fx_tasks' });
      expect(error).toBeNull();
      expect(data).toEqual([
        { name: 'Angela', fx_tasks: [{ title: 'Design' }, { title: 'Build' }] },
        { name: 'Michael', fx_tasks: [{ title: 'Build' }] },
        { name: 'Dwight', fx_tasks: [{ title: 'Ship' }] },
      ]);
      const hinted = await db()
        .from('fx_tasks')
        .select('title, people:fx_users!fx_users_tasks(name)')
        .eq('id', 2);
      expect(hinted.data).toEqual([
        {
          title: 'Build',
          people: expect.arrayContaining([{ name: 'Angela' }, { name: 'Michael' }]),
        },
      ]);
    });

    it('follows a self-reference both ways', async () => {
      const { data } = await db()
        .from('fx_users')
        .select('name, manager:manager_id(name), reports:fx_users(name)')
        .order('id');
      expect(data).toEqual([
        { name: 'Angela', manager: null, reports: [{ name: 'Michael' }] },
        { name: 'Michael', manager: { name: 'Angela' }, reports: [{ name: 'Dwight' }] },
        { name: 'Dwight', manager: { name: 'Michael' }, reports: [] },
      ]);
    });
  });

  describe.skipIf(engine.skip !== undefined)('joins', () => {
    it('!inner drops parents without a match; !left keeps them', async () => {
      const inner = await db()
        .from('fx_clients')
        .select('name, fx_projects!inner(name)')
        .eq('fx_projects.name', 'iOS');
      expect(inner.data).toEqual([{ name: 'Apple', fx_projects: [{ name: 'iOS' }] }]);
      const left = await db()
        .from('fx_clients')
        .select('name, fx_projects!left(name)')
        .eq('fx_projects.name', 'iOS')
        .order('id');
      expect(left.data).toEqual([
        { name: 'Microsoft', fx_projects: [] },
        { name: 'Apple', fx_projects: [{ name: 'iOS' }] },
        { name: 'Aramco', fx_projects: [] },
      ]);
      const toOne = await db()
        .from('fx_projects')
        .select('name, fx_clients!inner(name)', { count: 'exact' })
        .eq('fx_clients.name', 'Microsoft')
        .order('id');
      expect(toOne.count).toBe(2);
      expect(toOne.data?.map((row) => row.name)).toEqual(['Windows', 'Office']);
    });

    it('filters parents on whether an embed is empty, and counts the same', async () => {
      const { data, count } = await db()
        .from('fx_clients')
        .select('name, fx_projects()', { count: 'exact' })
        .is('fx_projects', null);
      expect(data).toEqual([{ name: 'Aramco' }]);
      expect(count).toBe(1);
      const bad = await db()
        .from('fx_clients')
        .select('name, fx_projects(id)')
        .eq('fx_projects', 1);
      expect(bad.error).toMatchObject({ code: 'PGRST120' });
    });

    it('orders parents by a to-one embedded column, and refuses it on a to-many one', async () => {
      const { data, error } = await db()
        .from('fx_projects')
        .select('name, fx_clients(name)')
        .not('client_id', 'is', null)
        .order('fx_clients(name)', { ascending: true })
        .order('id');
      expect(error).toBeNull();
      expect(data?.map((row) => row.name)).toEqual(['iOS', 'Windows', 'Office']);
      const toMany = await db()
        .from('fx_clients')
        .select('name, fx_projects(name)')
        .order('fx_projects(name)');
      expect(toMany.error).toMatchObject({
        code: 'PGRST118',
        details:
          "'fx_clients' and 'fx_projects' do not form a many-to-one or one-to-one relationship",
      });
    });

    it("names a missing embedded column by PostgREST's alias, <table>_<depth>", async () => {
      const top = await db().from('fx_clients').select('nope');
      expect(top.error).toMatchObject({
        code: '42703',
        message: 'column fx_clients.nope does not exist',
      });
      const first = await db().from('fx_clients').select('name, fx_projects(nope)');
      expect(first.status).toBe(400);
      expect(first.error).toMatchObject({
        code: '42703',
        message: 'column fx_projects_1.nope does not exist',
      });
      const second = await db()
        .from('fx_clients')
        .select('name, fx_projects(name, fx_invoices(nope))');
      expect(second.error).toMatchObject({
        code: '42703',
        message: 'column fx_invoices_2.nope does not exist',
      });
    });

    it('answers PGRST108 for a filter on something not embedded', async () => {
      const { error, status } = await db()
        .from('fx_clients')
        .select('name')
        .eq('fx_projects.name', 'x');
      expect(status).toBe(400);
      expect(error).toMatchObject({
        code: 'PGRST108',
        message: "'fx_projects' is not an embedded resource in this request",
      });
    });
  });

  describe.skipIf(engine.skip !== undefined)('views, computed relationships and spreads', () => {
    it('embeds through views whose columns come from keyed tables', async () => {
      const viewToTable = await db()
        .from('fx_project_list')
        .select('project_name, fx_clients(name)')
        .order('project_id');
      expect(viewToTable.data).toEqual([
        { project_name: 'Windows', fx_clients: { name: 'Microsoft' } },
        { project_name: 'Office', fx_clients: { name: 'Microsoft' } },
        { project_name: 'iOS', fx_clients: { name: 'Apple' } },
        { project_name: 'Orphan', fx_clients: null },
      ]);
      const viewToView = await db()
        .from('fx_client_list')
        .select('name, fx_project_list(project_name)')
        .eq('client_key', 2);
      expect(viewToView.data).toEqual([
        { name: 'Apple', fx_project_list: [{ project_name: 'iOS' }] },
      ]);
    });

    it('embeds functions of a row: to-one with rows 1, to-many otherwise', async () => {
      const { data, error } = await db()
        .from('fx_projects')
        .select('name, fx_top_invoice(total), fx_unpaid(id)')
        .order('id');
      expect(error).toBeNull();
      expect(data).toEqual([
        { name: 'Windows', fx_top_invoice: { total: 200 }, fx_unpaid: [{ id: 2 }] },
        { name: 'Office', fx_top_invoice: { total: 700 }, fx_unpaid: [{ id: 4 }] },
        { name: 'iOS', fx_top_invoice: { total: 2000 }, fx_unpaid: [{ id: 6 }] },
        { name: 'Orphan', fx_top_invoice: null, fx_unpaid: [] },
      ]);
    });

    it('spreads a to-one embed into the parent, with aliases and nesting', async () => {
      const { data, error } = await db()
        .from('fx_invoices')
        .select('id, ...fx_projects(project:name, ...fx_clients(client:name))')
        .lte('id', 3)
        .order('id');
      expect(error).toBeNull();
      expect(data).toEqual([
        { id: 1, project: 'Windows', client: 'Microsoft' },
        { id: 2, project: 'Windows', client: 'Microsoft' },
        { id: 3, project: 'Office', client: 'Microsoft' },
      ]);
    });

    it('spreads a to-many embed as arrays of its columns (PostgREST 13)', async () => {
      const { data, error } = await db()
        .from('fx_clients')
        .select('name, ...fx_projects(projects:name)')
        .order('id')
        .order('id', { referencedTable: 'fx_projects' });
      expect(error).toBeNull();
      expect(data).toEqual([
        { name: 'Microsoft', projects: ['Windows', 'Office'] },
        { name: 'Apple', projects: ['iOS'] },
        { name: 'Aramco', projects: [] },
      ]);
    });

    it('returns embeds from writes too', async () => {
      const { data, error } = await db()
        .from('fx_invoices')
        .insert({ id: 99, project_id: 3, total: 1 })
        .select('id, fx_projects(name, fx_label)')
        .single();
      expect(error).toBeNull();
      expect(data).toEqual({ id: 99, fx_projects: { name: 'iOS', fx_label: 'iOS #3' } });
      await db().from('fx_invoices').delete().eq('id', 99);
    });
  });
});
