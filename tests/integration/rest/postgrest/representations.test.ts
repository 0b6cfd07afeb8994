// Response formats through supabase-js (and fetch where it has no method) on each engine, as
// PostgREST 12 writes them: text/csv, one object (single(), 406 PGRST116), maybeSingle(), nulls
// stripped from arrays and objects, and 406 PGRST107 for a media type nobody produces.
import { describe, expect, it } from 'vitest';
import { engines, useFixtureBackend } from './engines.ts';

const SINGULAR = {
  code: 'PGRST116',
  message: 'Cannot coerce the result to a single JSON object',
  hint: null,
};

describe.each(engines)('response formats on $name', (engine) => {
  const { db, backend } = useFixtureBackend(engine);

  const rest = (path: string, headers: Record<string, string>, init: RequestInit = {}) => {
    const key = backend().serviceRoleKey;
    return fetch(`${backend().url}/rest/v1/${path}`, {
      ...init,
      headers: { apikey: key, authorization: `Bearer ${key}`, ...headers },
    });
  };

  describe.skipIf(engine.skip !== undefined)('text/csv', () => {
    it('writes a header and records quoted as PostgREST does, nulls empty', async () => {
      const { data, error, status } = await db()
        .from('fx_items')
        .select('id, name, note, qty')
        .order('id')
        .csv();
      expect(error).toBeNull();
      expect(status).toBe(200);
      expect(data).toBe(
        [
          'id,name,note,qty',
          '1,plain,,1',
          '2,"a, ""quoted"" name","back\\\\slash",2',
          '3,"spaced out","",3',
        ].join('\n'),
      );
    });

    it('quotes JSON and arrays, names aliases and embeds in the header', async () => {
      const { data } = await db()
        .from('fx_clients')
        .select('key:id, settings, tags, fx_client_details(vat)')
        .in('id', [1, 3])
        .order('id')
        .csv();
      expect(data).toBe(
        [
          'key,settings,tags,fx_client_details',
          '1,"{""tier"": ""gold"", ""limits"": {""seats"": 10}, ""regions"": [""eu"", ""us""]}","{cloud,software}","{""vat"": ""IE123""}"',
          '3,,{energy},',
        ].join('\n'),
      );
    });

    it('answers text/csv; charset=utf-8, an empty result as one empty line', async () => {
      const response = await rest('fx_items?select=id&id=eq.0', { accept: 'text/csv' });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(await response.text()).toBe('\n');
    });

    it('shapes the rows of a function, too', async () => {
      const { data } = await db().rpc('fx_projects_of', { client: 1 }).select('id, name').csv();
      expect(data).toBe('id,name\n1,Windows\n2,Office');
    });

    it('shapes the rows a write returns, too', async () => {
      const { data, status } = await db()
        .from('fx_items')
        .update({ qty: 1 })
        .eq('id', 1)
        .select('id, qty')
        .csv();
      expect(status).toBe(200);
      expect(data).toBe('id,qty\n1,1');
    });
  });

  describe.skipIf(engine.skip !== undefined)('one object', () => {
    it('single() answers the object, with its media type', async () => {
      const { data, error, status } = await db()
        .from('fx_items')
        .select('id, name')
        .eq('id', 1)
        .single();
      expect(error).toBeNull();
      expect(status).toBe(200);
      expect(data).toEqual({ id: 1, name: 'plain' });
      const response = await rest('fx_items?select=id&id=eq.1', {
        accept: 'application/vnd.pgrst.object+json',
      });
      expect(response.headers.get('content-type')).toBe(
        'application/vnd.pgrst.object+json; charset=utf-8',
      );
    });

    it('single() on none or several rows: 406 PGRST116 with the row count', async () => {
      const none = await db().from('fx_items').select('id').eq('id', 0).single();
      expect(none.status).toBe(406);
      expect(none.error).toEqual({ ...SINGULAR, details: 'The result contains 0 rows' });
      const several = await db().from('fx_items').select('id').single();
      expect(several.status).toBe(406);
      expect(several.error).toEqual({ ...SINGULAR, details: 'The result contains 3 rows' });
    });

    it('a write with single() that changes several rows answers 406 and keeps nothing', async () => {
      const result = await db()
        .from('fx_items')
        .update({ note: 'changed' })
        .in('id', [1, 2])
        .select('id')
        .single();
      expect(result.status).toBe(406);
      expect(result.error).toEqual({ ...SINGULAR, details: 'The result contains 2 rows' });
      const { data } = await db().from('fx_items').select('note').in('id', [1, 2]).order('id');
      expect(data).toEqual([{ note: null }, { note: 'back\\slash' }]);
    });

    it('maybeSingle() answers null for no row and an error for several', async () => {
      const none = await db().from('fx_items').select('id').eq('id', 0).maybeSingle();
      expect(none.error).toBeNull();
      expect(none.data).toBeNull();
      const one = await db().from('fx_items').select('id').eq('id', 3).maybeSingle();
      expect(one.data).toEqual({ id: 3 });
      const several = await db().from('fx_items').select('id').maybeSingle();
      expect(several.status).toBe(406);
      expect(several.error?.code).toBe('PGRST116');
    });
  });

  describe.skipIf(engine.skip !== undefined)('nulls=stripped', () => {
    it('leaves out null-valued keys of every row (stripNulls())', async () => {
      const { data, error } = await db()
        .from('fx_items')
        .select('id, note')
        .order('id')
        .stripNulls();
      expect(error).toBeNull();
      expect(data).toEqual([{ id: 1 }, { id: 2, note: 'back\\slash' }, { id: 3, note: '' }]);
      const response = await rest('fx_items?select=id,note&id=eq.1', {
        accept: 'application/vnd.pgrst.array+json;nulls=stripped',
      });
      expect(response.headers.get('content-type')).toBe(
        'application/vnd.pgrst.array+json;nulls=stripped; charset=utf-8',
      );
      expect(await response.json()).toEqual([{ id: 1 }]);
    });

    it('strips the object of single(), nested objects included', async () => {
      const { data } = await db()
        .from('fx_projects')
        .select('id, budget, fx_clients(name, settings)')
        .eq('id', 4)
        .single()
        .stripNulls();
      expect(data).toEqual({ id: 4 });
      const response = await rest('fx_clients?select=id,settings&id=eq.3', {
        accept: 'application/vnd.pgrst.object+json;nulls=stripped',
      });
      expect(response.headers.get('content-type')).toBe(
        'application/vnd.pgrst.object+json;nulls=stripped; charset=utf-8',
      );
      expect(await response.json()).toEqual({ id: 3 });
    });

    it('keeps nulls with the plain array media type', async () => {
      const response = await rest('fx_items?select=id,note&id=eq.1', {
        accept: 'application/vnd.pgrst.array+json',
      });
      expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(await response.json()).toEqual([{ id: 1, note: null }]);
    });
  });

  describe.skipIf(engine.skip !== undefined)('Prefer: timezone', () => {
    const stamp = async (prefer?: string) => {
      const response = await rest('fx_items?select=stamp&id=eq.1', prefer ? { prefer } : {});
      return {
        status: response.status,
        applied: response.headers.get('preference-applied'),
        body: (await response.json()) as unknown,
      };
    };

    it('writes timestamps in a zone Postgres knows, and says so', async () => {
      expect(await stamp('timezone=Asia/Tokyo')).toEqual({
        status: 200,
        applied: 'timezone=Asia/Tokyo',
        body: [{ stamp: '2024-01-01T21:00:00+09:00' }],
      });
    });

    it('ignores an unknown zone, unless handling=strict (PGRST122)', async () => {
      const plain = await stamp();
      expect(await stamp('timezone=Mars/Base')).toEqual({ ...plain, applied: null });
      expect(await stamp('handling=strict, timezone=Mars/Base')).toEqual({
        status: 400,
        applied: null,
        body: {
          code: 'PGRST122',
          message: 'Invalid preferences given with handling=strict',
          details: 'Invalid preferences: timezone=Mars/Base',
          hint: null,
        },
      });
    });
  });

  describe.skipIf(engine.skip !== undefined)('JSON arrays', () => {
    // On PostgreSQL an uncounted read's rows arrive one per element and are joined in the server;
    // a counted one is json_agg's text (rest/read.ts): the two bodies must be the same bytes.
    const both = async (path: string) => {
      const joined = await rest(path, {});
      const aggregated = await rest(path, { prefer: 'count=exact' });
      const bytes = new Uint8Array(await joined.arrayBuffer());
      expect(joined.status).toBe(200);
      expect(joined.headers.get('content-length')).toBe(String(bytes.byteLength));
      expect(new Uint8Array(await aggregated.arrayBuffer())).toEqual(bytes);
      return new TextDecoder().decode(bytes);
    };

    it('answers the same text with or without a count, embeds, escapes and non-ASCII included', async () => {
      const key = backend().serviceRoleKey;
      const odd = { id: 900, name: 'Jeddah جدة — “quoted” \\ tab\t line\n 🌴', note: '\u0001' };
      const added = await db().from('fx_items').insert(odd);
      expect(added.error).toBeNull();
      try {
        const items = await both('fx_items?select=*&order=id');
        expect(items.startsWith('[{"id":1,')).toBe(true);
        expect(items).toContain('}, \n {"id":2,');
        expect(JSON.parse(items).at(-1)).toMatchObject(odd);
        const embedded = await both('fx_clients?select=*,fx_projects(id,name)&order=id');
        expect(JSON.parse(embedded)).toHaveLength(3);
      } finally {
        await fetch(`${backend().url}/rest/v1/fx_items?id=eq.900`, {
          method: 'DELETE',
          headers: { apikey: key, authorization: `Bearer ${key}` },
        });
      }
    });

    it('answers [] for no rows and one element without a separator', async () => {
      expect(await both('fx_items?select=id&id=eq.0')).toBe('[]');
      expect(await both('fx_items?select=id&id=eq.1')).toBe('[{"id":1}]');
    });
  });

  describe.skipIf(engine.skip !== undefined)('negotiation', () => {
    it('takes the first producible type by quality; none is 406 PGRST107', async () => {
      const csvFirst = await rest('fx_items?select=id&id=eq.1', {
        accept: 'application/json;q=0.5, text/csv',
      });
      expect(csvFirst.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      const refused = await rest('fx_items?select=id', { accept: 'text/html' });
      expect(refused.status).toBe(406);
      expect(await refused.json()).toMatchObject({
        code: 'PGRST107',
        message: 'None of these media types are available: text/html',
      });
      const plan = await db().from('fx_items').select('id').explain();
      expect(plan.status).toBe(406);
      expect(plan.error).toMatchObject({ code: 'PGRST107' });
    });
  });
});
