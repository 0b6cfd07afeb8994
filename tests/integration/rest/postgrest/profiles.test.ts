// Exposed schemas (PostgREST's db-schemas, PGRST_DB_SCHEMAS here) through supabase-js's
// .schema(), which sends Accept-Profile on reads and Content-Profile on writes and calls, on each
// engine: the first schema is the default, others are chosen by profile, the chosen one is echoed
// as Content-Profile, and a schema not exposed is 406 PGRST106.
import { describe, expect, it } from 'vitest';
import { engines, useFixtureBackend } from './engines.ts';

describe.each(engines)('exposed schemas on $name', (engine) => {
  describe.skipIf(engine.skip !== undefined)('public and fx_personal exposed', () => {
    const { db, backend } = useFixtureBackend(engine, {
      env: { PGRST_DB_SCHEMAS: 'public, fx_personal' },
    });
    const raw = (path: string, init: RequestInit = {}) => {
      const { url, serviceRoleKey } = backend();
      return fetch(`${url}/rest/v1/${path}`, {
        ...init,
        headers: {
          apikey: serviceRoleKey,
          authorization: `Bearer ${serviceRoleKey}`,
          ...init.headers,
        },
      });
    };

    it('reads the same table name from the schema the profile names', async () => {
      const personal = await db().schema('fx_personal').from('fx_items').select('name').order('id');
      expect(personal.error).toBeNull();
      expect(personal.data).toEqual([{ name: 'personal 1' }, { name: 'personal 2' }]);
      const plain = await db().from('fx_items').select('name').eq('id', 1);
      expect(plain.data).toEqual([{ name: 'plain' }]);
    });

    it('embeds, writes and calls inside the chosen schema', async () => {
      const embedded = await db()
        .schema('fx_personal')
        .from('fx_items')
        .select('id, fx_owners(name)')
        .eq('id', 1);
      expect(embedded.data).toEqual([{ id: 1, fx_owners: { name: 'Nour' } }]);
      const personal = db().schema('fx_personal');
      const inserted = await personal
        .from('fx_items')
        .insert({ id: 30, name: 'نص عربي 🎉 #[ ]%', owner_id: 1 })
        .select('name')
        .single();
      expect(inserted.error).toBeNull();
      expect(inserted.data).toEqual({ name: 'نص عربي 🎉 #[ ]%' });
      const updated = await personal.from('fx_items').update({ name: 'renamed' }).eq('id', 30);
      expect(updated.status).toBe(204);
      const removed = await personal.from('fx_items').delete().eq('id', 30).select('name');
      expect(removed.data).toEqual([{ name: 'renamed' }]);
      // public.fx_items never saw any of it.
      expect((await db().from('fx_items').select('id').eq('id', 30)).data).toEqual([]);
      const called = await personal.rpc('fx_where');
      expect(called.error).toBeNull();
      expect(called.data).toBe('personal');
      const notThere = await db().rpc('fx_where');
      expect(notThere.status).toBe(404);
      expect(notThere.error?.code).toBe('PGRST202');
    });

    it('echoes the schema as Content-Profile, the default one too when several are exposed', async () => {
      const chosen = await raw('fx_items?select=id&limit=1', {
        headers: { 'accept-profile': 'fx_personal' },
      });
      expect(chosen.status).toBe(200);
      expect(chosen.headers.get('content-profile')).toBe('fx_personal');
      const byDefault = await raw('fx_items?select=id&limit=1');
      expect(byDefault.headers.get('content-profile')).toBe('public');
      const written = await raw('fx_items', {
        method: 'POST',
        headers: {
          'content-profile': 'fx_personal',
          'content-type': 'application/json',
          prefer: 'return=representation, tx=rollback',
        },
        body: JSON.stringify({ id: 9, name: 'x' }),
      });
      expect(written.status).toBe(201);
      expect(written.headers.get('content-profile')).toBe('fx_personal');
    });

    it('answers 406 PGRST106 for a schema that is not exposed, on every method', async () => {
      const expected = {
        code: 'PGRST106',
        details: null,
        hint: null,
        message: 'The schema must be one of the following: public, fx_personal',
      };
      const read = await db().schema('auth').from('users').select('*');
      expect(read.status).toBe(406);
      expect(read.error).toEqual(expected);
      const write = await db().schema('pg_catalog').from('pg_class').insert({ relname: 'x' });
      expect(write.status).toBe(406);
      expect(write.error).toEqual(expected);
      const call = await db().schema('Fx_Personal').rpc('fx_where');
      expect(call.status).toBe(406);
      expect(call.error).toEqual(expected);
    });
  });

  describe.skipIf(engine.skip !== undefined)('the default: public only', () => {
    const { db, backend } = useFixtureBackend(engine);

    it('refuses fx_personal and echoes no profile', async () => {
      const { error, status } = await db().schema('fx_personal').from('fx_items').select('*');
      expect(status).toBe(406);
      expect(error?.message).toBe('The schema must be one of the following: public');
      const key = backend().serviceRoleKey;
      const response = await fetch(`${backend().url}/rest/v1/fx_items?select=id&limit=1`, {
        headers: { apikey: key, authorization: `Bearer ${key}` },
      });
      expect(response.headers.get('content-profile')).toBeNull();
    });
  });
});
