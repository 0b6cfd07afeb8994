// /rpc through supabase-js (and raw HTTP where the client has no method): GET with query-string
// arguments, overloads chosen by argument names, a single JSON body, functions' rows selected,
// embedded, filtered, ordered, paged and counted, on each engine.
import { describe, expect, it, onTestFinished } from 'vitest';
import { engines, useFixtureBackend } from './engines.ts';

describe.each(engines)('rpc on $name', (engine) => {
  const { db, backend } = useFixtureBackend(engine);

  const raw = (path: string, init: RequestInit = {}) => {
    const { url, serviceRoleKey } = backend();
    return fetch(`${url}/rest/v1/${path}`, {
      ...init,
      headers: {
        apikey: serviceRoleKey,
        authorization: `Bearer ${serviceRoleKey}`,
        ...(init.body ? { 'content-type': 'application/json' } : {}),
        ...init.headers,
      },
    });
  };

  describe.skipIf(engine.skip !== undefined)('calls', () => {
    it('GET passes query-string arguments (rpc with get: true)', async () => {
      const { data, error, status } = await db().rpc('fx_greet', { name: 'Ada' }, { get: true });
      expect(error).toBeNull();
      expect(status).toBe(200);
      expect(data).toBe('Hello, Ada');
    });

    it('chooses the overload by argument names, GET or POST', async () => {
      expect((await db().rpc('fx_greet', { name: 'Ada' })).data).toBe('Hello, Ada');
      expect((await db().rpc('fx_greet', { first: 'Ada', last: 'Lovelace' })).data).toBe(
        'Hello, Ada Lovelace',
      );
      expect((await db().rpc('fx_greet_default')).data).toBe('Hi, friend');
      const none = await db().rpc('fx_greet', { nickname: 'x' });
      expect(none.status).toBe(404);
      expect(none.error).toMatchObject({
        code: 'PGRST202',
        message: 'Could not find the function public.fx_greet(nickname) in the schema cache',
      });
    });

    it('answers PGRST203 when argument names cannot choose', async () => {
      const { error, status } = await db().rpc('fx_ambiguous', { a: 1 });
      expect(status).toBe(300);
      expect(error).toMatchObject({
        code: 'PGRST203',
        hint: 'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
      });
      expect(error?.message).toContain('public.fx_ambiguous(a => integer)');
    });

    it('gives the whole JSON body to a single unnamed json parameter', async () => {
      expect((await db().rpc('fx_echo', { any: ['thing', 1] })).data).toEqual({
        any: ['thing', 1],
      });
      const array = await raw('rpc/fx_echo', { method: 'POST', body: '[1,2,3]' });
      expect(await array.json()).toEqual([1, 2, 3]);
    });

    it('takes form fields as named arguments, and a text/plain body as one unnamed text', async () => {
      const form = await raw('rpc/fx_greet', {
        method: 'POST',
        body: 'first=Ada&last=Lovelace',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(await form.json()).toBe('Hello, Ada Lovelace');
      const text = await raw('rpc/fx_shout', {
        method: 'POST',
        body: 'quiet',
        headers: { 'content-type': 'text/plain' },
      });
      expect(await text.json()).toBe('QUIET');
      const noTextFunction = await raw('rpc/fx_greet', {
        method: 'POST',
        body: 'Ada',
        headers: { 'content-type': 'text/plain' },
      });
      expect(noTextFunction.status).toBe(404);
      expect(await noTextFunction.json()).toMatchObject({ code: 'PGRST202' });
      const other = await raw('rpc/fx_greet', {
        method: 'POST',
        body: '<name>Ada</name>',
        headers: { 'content-type': 'application/xml' },
      });
      expect(other.status).toBe(415);
      expect(await other.json()).toMatchObject({ code: 'PGRST107' });
    });

    it('calls once per object for an array body, and refuses an array of anything else', async () => {
      const restore = () =>
        raw('rpc/fx_rename', {
          method: 'POST',
          body: JSON.stringify([
            { id: 1, name: 'Microsoft' },
            { id: 2, name: 'Apple' },
          ]),
        });
      onTestFinished(async () => void (await restore()));
      const bulk = await raw('rpc/fx_rename', {
        method: 'POST',
        body: JSON.stringify([
          { id: 1, name: 'Microsoft (bulk)' },
          { id: 2, name: 'Apple (bulk)' },
        ]),
      });
      expect(bulk.status).toBe(204);
      const { data } = await db().from('fx_clients').select('name').in('id', [1, 2]).order('id');
      expect(data).toEqual([{ name: 'Microsoft (bulk)' }, { name: 'Apple (bulk)' }]);
      const sets = await raw('rpc/fx_numbers', {
        method: 'POST',
        body: JSON.stringify([{ upto: 1 }, { upto: 2 }]),
      });
      const numbers = (await sets.json()) as number[];
      expect(numbers.sort()).toEqual([1, 1, 2]);
      const broken = await raw('rpc/fx_rename', {
        method: 'POST',
        body: JSON.stringify([{ id: 1, name: 'x' }, 'x']),
      });
      expect(broken.status).toBe(400);
      expect(await broken.json()).toMatchObject({ code: 'PGRST102' });
      // An empty array asks for no call: bad input, a 4xx, also where one value is returned.
      const none = await raw('rpc/fx_greet_default', { method: 'POST', body: '[]' });
      expect(none.status).toBe(400);
      expect(await none.json()).toMatchObject({ code: 'PGRST102' });
    });

    it('passes arrays, and repeated GET keys to a variadic parameter', async () => {
      expect((await db().rpc('fx_tags', { tags: ['a', 'b'] })).data).toEqual(['a', 'b', '!']);
      expect((await db().rpc('fx_sum', { nums: [4, 5] })).data).toBe(9);
      const variadic = await raw('rpc/fx_sum?nums=1&nums=2&nums=3');
      expect(await variadic.json()).toBe(6);
    });

    it('runs GET read-only: a function that writes answers 25006 (405); POST may write', async () => {
      const read = await db().rpc('fx_rename', { id: 3, name: 'Renamed' }, { get: true });
      expect(read.status).toBe(405);
      expect(read.error?.code).toBe('25006');
      const write = await db().rpc('fx_rename', { id: 3, name: 'Aramco' });
      expect(write.error).toBeNull();
      expect(write.status).toBe(204);
    });
  });

  describe.skipIf(engine.skip !== undefined)('the rows a function returns', () => {
    it('are selected, filtered, ordered and limited like a table', async () => {
      const { data, error } = await db()
        .rpc('fx_projects_of', { client: 1 })
        .select('name, budget')
        .gt('budget', 50)
        .order('budget', { ascending: false })
        .limit(1);
      expect(error).toBeNull();
      expect(data).toEqual([{ name: 'Office', budget: 250 }]);
    });

    it('embed the relationships and computed fields of the table they return', async () => {
      const { data, error } = await db()
        .rpc('fx_projects_of', { client: 1 }, { get: true })
        .select('fx_label, fx_clients(name), fx_invoices(total)')
        .eq('id', 1)
        .order('total', { referencedTable: 'fx_invoices' });
      expect(error).toBeNull();
      expect(data).toEqual([
        {
          fx_label: 'Windows #1',
          fx_clients: { name: 'Microsoft' },
          fx_invoices: [{ total: 100 }, { total: 200 }],
        },
      ]);
    });

    it('are counted, ranged and answered to HEAD', async () => {
      const { data, count, status, error } = await db()
        .rpc('fx_projects_of', { client: 1 }, { count: 'exact' })
        .select('id')
        .order('id')
        .range(1, 1);
      expect(error).toBeNull();
      expect(status).toBe(206);
      expect(count).toBe(2);
      expect(data).toEqual([{ id: 2 }]);
      const head = await db().rpc('fx_projects_of', { client: 1 }, { head: true, count: 'exact' });
      expect(head.error).toBeNull();
      expect(head.data).toBeNull();
      expect(head.count).toBe(2);
      const response = await raw('rpc/fx_projects_of?client=1', {
        method: 'HEAD',
        headers: { prefer: 'count=exact' },
      });
      expect(response.headers.get('content-range')).toBe('0-1/2');
    });

    it('of RETURNS TABLE are filtered and ordered by their columns', async () => {
      const { data, error } = await db()
        .rpc('fx_totals')
        .select('project, invoiced')
        .gt('invoiced', 400)
        .order('invoiced', { ascending: false });
      expect(error).toBeNull();
      expect(data).toEqual([
        { project: 'iOS', invoiced: 3200 },
        { project: 'Office', invoiced: 1200 },
      ]);
    });

    it('of a single row come back as one object, and single() applies to sets', async () => {
      const one = await db().rpc('fx_client', { id: 2 }).select('name, fx_client_details(vat)');
      expect(one.error).toBeNull();
      expect(one.data).toEqual({ name: 'Apple', fx_client_details: { vat: 'US456' } });
      const single = await db().rpc('fx_projects_of', { client: 2 }).select('name').single();
      expect(single.data).toEqual({ name: 'iOS' });
      const many = await db().rpc('fx_projects_of', { client: 1 }).select('name').single();
      expect(many.status).toBe(406);
      expect(many.error?.code).toBe('PGRST116');
    });

    it('of a set of scalars are paged', async () => {
      const { data, error } = await db().rpc('fx_numbers', { upto: 5 }).range(1, 2);
      expect(error).toBeNull();
      expect(data).toEqual([2, 3]);
    });
  });
});
