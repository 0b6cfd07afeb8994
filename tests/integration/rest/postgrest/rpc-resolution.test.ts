// Which overload /rpc calls, as PostgREST 12 resolves it (docs/postgrest-subset.md#functions-rpcname),
// through supabase-js on each engine: argument names, the one unnamed parameter as the key "",
// defaults, PGRST203 when names cannot choose, and PGRST202 with its "Perhaps you meant" hint.
import { describe, expect, it } from 'vitest';
import { engines, useFixtureBackend } from './engines.ts';

describe.each(engines)('rpc resolution on $name', (engine) => {
  const { db } = useFixtureBackend(engine);

  describe.skipIf(engine.skip !== undefined)('overloads', () => {
    it('chooses by argument names; the same name twice is PGRST203', async () => {
      const none = await db().rpc('fx_unresolvable');
      expect(none.error).toBeNull();
      expect(none.status).toBe(204);
      const both = await db().rpc('fx_unresolvable', { a: 'x' });
      expect(both.status).toBe(300);
      expect(both.error).toEqual({
        code: 'PGRST203',
        details: null,
        hint: 'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
        message:
          'Could not choose the best candidate function between: public.fx_unresolvable(a => integer), public.fx_unresolvable(a => text)',
      });
    });

    it('gives the key "" to the one unnamed text parameter, whatever the JSON value', async () => {
      const text = await db().rpc('fx_poly', { '': 'hi' });
      expect(text.error).toBeNull();
      // PostgREST passes the whole body to a single unnamed parameter.
      expect(text.data).toBe('text:{"":"hi"}');
      const bool = await db().rpc('fx_poly', { '': true });
      expect(bool.data).toBe('text:{"":true}');
      const json = await db().rpc('fx_unnamed_jsonb', { '': { test: 'value' } });
      expect(json.data).toEqual({ '': { test: 'value' } });
    });

    it('does not call f(int): PGRST202 with the closest name as a hint', async () => {
      const { error, status } = await db().rpc('fx_unnamed_int', { '': 1 });
      expect(status).toBe(404);
      expect(error).toEqual({
        code: 'PGRST202',
        details:
          'Searched for the function public.fx_unnamed_int with parameter  or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
        hint: 'Perhaps you meant to call the function public.fx_unnamed_jsonb',
        message: 'Could not find the function public.fx_unnamed_int() in the schema cache',
      });
    });

    it('with unnamed defaults: none given is ambiguous, "" picks the text one', async () => {
      for (const args of [undefined, {}]) {
        const { error, status } = await db().rpc('fx_unnamed_default', args);
        expect(status).toBe(300);
        expect(error?.message).toBe(
          'Could not choose the best candidate function between: public.fx_unnamed_default(), public.fx_unnamed_default( => text)',
        );
      }
      const text = await db().rpc('fx_unnamed_default', { '': 'custom text' });
      expect(text.error).toBeNull();
      expect(text.data).toBe('text');
    });

    it('fills omitted arguments with their defaults; a required one missing is PGRST202', async () => {
      expect((await db().rpc('fx_defaults', { a: 1 })).data).toBe('1/10/c');
      expect((await db().rpc('fx_defaults', { a: 1, c: 'ç #[ ]% 🎉' })).data).toBe(
        '1/10/ç #[ ]% 🎉',
      );
      expect((await db().rpc('fx_defaults', { a: 1, b: 2 }, { get: true })).data).toBe('1/2/c');
      const missing = await db().rpc('fx_defaults', { b: 2 });
      expect(missing.status).toBe(404);
      expect(missing.error).toMatchObject({
        code: 'PGRST202',
        message: 'Could not find the function public.fx_defaults(b) in the schema cache',
      });
      const unknown = await db().rpc('fx_defaults', { a: 1, d: 2 });
      expect(unknown.error).toMatchObject({
        code: 'PGRST202',
        message: 'Could not find the function public.fx_defaults(a, d) in the schema cache',
        hint: 'Perhaps you meant to call the function public.fx_defaults(a, b, c)',
      });
    });

    it('hints the closest name for a misspelt function, and none when nothing is close', async () => {
      const typo = await db().rpc('fx_greett', { name: 'Ada' });
      expect(typo.status).toBe(404);
      expect(typo.error?.hint).toBe('Perhaps you meant to call the function public.fx_greet');
      const far = await db().rpc('zzzzqqqq_xxxx');
      expect(far.status).toBe(404);
      expect(far.error).toMatchObject({
        code: 'PGRST202',
        message:
          'Could not find the function public.zzzzqqqq_xxxx without parameters in the schema cache',
        hint: null,
      });
      // Somewhat like fx_greet (0.62), but PostgREST 13+ names only a close function (0.75).
      const unlike = await db().rpc('fx_greeter_v2', { name: 'Ada' });
      expect(unlike.status).toBe(404);
      expect(unlike.error).toMatchObject({ code: 'PGRST202', hint: null });
    });

    it('answers a polymorphic (anyelement) parameter with a 4xx, never a 5xx', async () => {
      const { status, error } = await db().rpc('fx_same', { v: 1 });
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
      expect(error?.code).toEqual(expect.any(String));
    });
  });
});
