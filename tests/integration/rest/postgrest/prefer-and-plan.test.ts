// Prefer: max-affected with handling=strict (supabase-js's maxAffected()) on update, delete and
// set-returning calls; maybeSingle() and single() on several rows; and explain() behind
// db-plan-enabled (PGRST_DB_PLAN_ENABLED here), each as PostgREST 12 answers, on each engine.
import type { PostgrestError } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { engines, useFixtureBackend } from './engines.ts';

/**
 * supabase-js's maxAffected() (Prefer: handling=strict, max-affected=N); its types offer it for
 * PostgREST 13 clients only, so it is called through this.
 */
function maxAffected(builder: unknown, rows: number) {
  type Result = { data: unknown; error: PostgrestError | null; status: number };
  return (builder as { maxAffected(rows: number): PromiseLike<Result> }).maxAffected(rows);
}

const TOO_MANY = (rows: number) => ({
  code: 'PGRST124',
  details: `The query affects ${rows} rows`,
  hint: null,
  message: 'Query result exceeds max-affected preference constraint',
});

describe.each(engines)('max-affected, maybeSingle and explain on $name', (engine) => {
  describe.skipIf(engine.skip !== undefined)('db-plan-enabled off (the default)', () => {
    const { db, backend } = useFixtureBackend(engine);
    const notes = async () =>
      (await db().from('fx_items').select('id, note').order('id')).data as unknown[];

    it('refuses an update past max-affected and changes nothing', async () => {
      const before = await notes();
      const { error, status } = await maxAffected(
        db().from('fx_items').update({ note: 'changed' }).in('id', [1, 2, 3]),
        2,
      );
      expect(status).toBe(400);
      expect(error).toEqual(TOO_MANY(3));
      expect(await notes()).toEqual(before);
      const within = await maxAffected(
        db().from('fx_items').update({ note: 'changed' }).eq('id', 1).select('note'),
        1,
      );
      expect(within.error).toBeNull();
      expect(within.data).toEqual([{ note: 'changed' }]);
      await db().from('fx_items').update({ note: null }).eq('id', 1);
    });

    it('refuses a delete past max-affected and deletes nothing', async () => {
      const { error, status } = await maxAffected(db().from('fx_items').delete().gt('id', 0), 1);
      expect(status).toBe(400);
      expect(error).toEqual(TOO_MANY(3));
      expect((await db().from('fx_items').select('id', { count: 'exact', head: true })).count).toBe(
        3,
      );
    });

    it('refuses a set-returning call past max-affected and rolls its writes back', async () => {
      const before = await notes();
      const { error, status } = await maxAffected(db().rpc('fx_touch_items', { prefix: '' }), 2);
      expect(status).toBe(400);
      expect(error).toEqual(TOO_MANY(3));
      expect(await notes()).toEqual(before);
    });

    it('applies max-affected only with handling=strict', async () => {
      const { url, serviceRoleKey } = backend();
      const response = await fetch(`${url}/rest/v1/fx_items?id=eq.1`, {
        method: 'PATCH',
        headers: {
          apikey: serviceRoleKey,
          authorization: `Bearer ${serviceRoleKey}`,
          'content-type': 'application/json',
          prefer: 'max-affected=0',
        },
        body: JSON.stringify({ qty: 1 }),
      });
      expect(response.status).toBe(204);
      expect(response.headers.get('preference-applied')).toBeNull();
    });

    it('maybeSingle: null for no row, PGRST116 for several; single() on several is 406', async () => {
      const none = await db().from('fx_items').select('id').eq('id', 999).maybeSingle();
      expect(none).toMatchObject({ data: null, error: null, status: 200 });
      const several = await db().from('fx_items').select('id').maybeSingle();
      expect(several.status).toBe(406);
      expect(several.error?.code).toBe('PGRST116');
      const single = await db().from('fx_items').select('id').single();
      expect(single.status).toBe(406);
      expect(single.error).toEqual({
        code: 'PGRST116',
        details: 'The result contains 3 rows',
        hint: null,
        message: 'Cannot coerce the result to a single JSON object',
      });
    });

    it('answers explain() with 406 PGRST107, as PostgREST does without db-plan-enabled', async () => {
      const { error, status } = await db().from('fx_items').select('id').explain();
      expect(status).toBe(406);
      expect(error).toMatchObject({
        code: 'PGRST107',
        message:
          'None of these media types are available: application/vnd.pgrst.plan+text; for="application/json"; options=;',
      });
    });
  });

  describe.skipIf(engine.skip !== undefined)('db-plan-enabled on', () => {
    const { db, backend } = useFixtureBackend(engine, { env: { PGRST_DB_PLAN_ENABLED: 'true' } });

    it('explains a read as text, with the for= type in Content-Type', async () => {
      const { data, error, status } = await db()
        .from('fx_items')
        .select('id, name')
        .eq('name', 'a, "quoted" name')
        .explain();
      expect(error).toBeNull();
      expect(status).toBe(200);
      expect(data).toEqual(expect.stringContaining('fx_items'));
      expect(data).toEqual(expect.stringMatching(/cost=/));
      const { url, serviceRoleKey } = backend();
      const response = await fetch(`${url}/rest/v1/fx_items?select=id`, {
        headers: {
          apikey: serviceRoleKey,
          authorization: `Bearer ${serviceRoleKey}`,
          accept:
            'application/vnd.pgrst.plan; for="application/vnd.pgrst.object+json"; options=analyze|bogus',
        },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe(
        'application/vnd.pgrst.plan+text; for="application/vnd.pgrst.object+json"; options=analyze; charset=utf-8',
      );
      expect(await response.text()).toMatch(/actual time=.*\n$/s);
    });

    it('explains as JSON with analyze, verbose and buffers', async () => {
      const { data, error } = await db()
        .from('fx_items')
        .select('id')
        .explain({ format: 'json', analyze: true, verbose: true, buffers: true });
      expect(error).toBeNull();
      const [plan] = data as { Plan: Record<string, unknown> }[];
      expect(plan?.Plan).toHaveProperty('Actual Total Time');
      expect(plan?.Plan).toHaveProperty('Output');
    });

    it('explains writes and calls; without analyze nothing is written', async () => {
      const update = await db().from('fx_items').update({ note: 'planned' }).eq('id', 1).explain();
      expect(update.error).toBeNull();
      expect(update.data).toEqual(expect.stringContaining('Update on'));
      expect((await db().from('fx_items').select('note').eq('id', 1)).data).toEqual([
        { note: null },
      ]);
      const call = await db().rpc('fx_numbers', { upto: 3 }).explain({ format: 'json' });
      expect(call.error).toBeNull();
      expect(Array.isArray(call.data)).toBe(true);
    });
  });
});
