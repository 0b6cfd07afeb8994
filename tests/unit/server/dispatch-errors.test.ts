// A backend failure is logged as an error; a client that went away mid-request is not (a page
// left while its request was read: Node's "aborted", code ECONNRESET), which filled the browser
// suite's server log with errors nobody had to look at.
import { describe, expect, it } from 'vitest';
import { dispatch, type Route } from '../../../supabase/local/server/router.ts';

function routeThrowing(error: Error): Route {
  return {
    prefix: '/rest/v1',
    name: 'REST',
    service: {
      handle: () => Promise.reject(error),
    },
  };
}

async function logged(error: Error, request = new Request('http://127.0.0.1/rest/v1/x')) {
  const lines: string[] = [];
  const response = await dispatch(routeThrowing(error), request, (_level, message) => {
    lines.push(message);
  });
  return { lines, status: response.status };
}

describe('dispatch', () => {
  it('logs a failure of the service and answers 500', async () => {
    expect(await logged(new Error('boom'))).toEqual({
      lines: ['REST request failed'],
      status: 500,
    });
  });

  it('does not log a client that went away while its body was read', async () => {
    const reset = Object.assign(new Error('aborted'), { code: 'ECONNRESET' });
    expect((await logged(reset)).lines).toEqual([]);
  });

  it('does not log a request whose signal was aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const request = new Request('http://127.0.0.1/rest/v1/x', { signal: controller.signal });
    expect((await logged(new Error('stream closed'), request)).lines).toEqual([]);
  });
});
