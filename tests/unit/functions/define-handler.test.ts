// The frame every function shares, exercised with a small real function and Web Requests.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineJsonFunction } from '../../../supabase/functions/_shared/http/define-handler.ts';
import { MAX_BODY_BYTES } from '../../../supabase/functions/_shared/http/read-json-body.ts';
import { HttpError } from '../../../supabase/functions/_shared/http/respond.ts';
import type { FunctionDeps } from '../../../supabase/functions/_shared/types.ts';

const logged: unknown[][] = [];
const deps = {
  log: (...entry: unknown[]) => logged.push(entry),
} as unknown as FunctionDeps;

const echo = defineJsonFunction({
  name: 'echo',
  input: z.object({ word: z.string().min(1, 'word is required') }),
  async handle(input) {
    if (input.word === 'teapot') throw new HttpError(418, 'I am a teapot');
    if (input.word === 'boom') throw new Error('database password leaked in message');
    return { echoed: input.word };
  },
});

const post = (body: string, headers: Record<string, string> = {}) =>
  new Request('http://functions.test/echo', { method: 'POST', body, headers });

async function answer(response: Response) {
  return { status: response.status, body: response.status === 204 ? null : await response.json() };
}

describe('defineJsonFunction', () => {
  it.each([
    ['a valid call', post('{"word":"hi"}'), 200, { echoed: 'hi' }],
    ['malformed JSON', post('{"word":'), 400, { error: 'The request body is not valid JSON' }],
    ['no body', post(''), 400, { error: 'The request body must be a JSON object' }],
    [
      'an invalid field',
      post('{"word":""}'),
      400,
      {
        error: 'Invalid input. word: word is required',
        issues: [{ field: 'word', message: 'word is required' }],
      },
    ],
    ['a JSON array', post('[1]'), 400, undefined],
    ['a handler HttpError', post('{"word":"teapot"}'), 418, { error: 'I am a teapot' }],
    [
      'an unexpected failure',
      post('{"word":"boom"}'),
      500,
      { error: 'echo failed unexpectedly. Please try again.' },
    ],
    ['GET', new Request('http://functions.test/echo'), 405, { error: 'echo only accepts POST' }],
    ['a preflight', new Request('http://functions.test/echo', { method: 'OPTIONS' }), 204, null],
  ])('%s -> %i', async (_label, request, status, body) => {
    const result = await answer(await echo(request, deps));
    expect(result.status).toBe(status);
    if (body !== undefined) expect(result.body).toEqual(body);
  });

  it('refuses oversized bodies with 413', async () => {
    const huge = JSON.stringify({ word: 'x'.repeat(MAX_BODY_BYTES) });
    expect((await answer(await echo(post(huge), deps))).status).toBe(413);
  });

  it('keeps internal error details in the log, not in the answer', async () => {
    logged.length = 0;
    const response = await echo(post('{"word":"boom"}'), deps);
    expect(await response.text()).not.toContain('password');
    expect(logged[0]?.[1]).toBe('echo failed');
  });

  it('answers with CORS headers and JSON', async () => {
    const response = await echo(post('{"word":"hi"}'), deps);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
  });

  it('reads an empty body as {} when the function allows it', async () => {
    const optional = defineJsonFunction({
      name: 'optional',
      input: z.object({ all: z.boolean().default(false) }),
      allowEmptyBody: true,
      handle: async (input) => ({ all: input.all }),
    });
    expect(await answer(await optional(post(''), deps))).toEqual({
      status: 200,
      body: { all: false },
    });
  });
});
