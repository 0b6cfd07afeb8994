// Setup file of the storage-js and postgrest-js suites' runs (storage.vitest.config.ts,
// rest.vitest.config.ts): the suites are written for jest, so `jest` is Vitest's `vi`. It also
// records, per test, how many requests the test's own body sent to the server under test, so the
// runner can tell server-facing tests from tests of the client alone (storage-suite.ts, `kindOf`),
// and skips the tests the runner names in CONFORMANCE_SKIP_TESTS (rest-suite.ts, SKIPPED_TESTS).
import { appendFileSync } from 'node:fs';
import path from 'node:path';
import { expect, vi, type TestAPI, type TestContext } from 'vitest';
import { RENDER_PATH, SERVER_PORT } from './storage-suite.ts';

declare global {
  var jest: typeof vi;
  // Vitest's globals (`globals: true` in storage.vitest.config.ts).
  var test: TestAPI;
  var it: TestAPI;
}
globalThis.jest = vi;

let serverRequests = 0;
let renderRequests = 0;
const realFetch = globalThis.fetch;
const SERVER_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

function urlOf(input: Parameters<typeof fetch>[0]): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}

// Tests that replace global.fetch with a mock send nothing to the server, and count nothing.
/** Where the runner wants each 5xx other than 501 written (CONFORMANCE_5XX_LOG), one a line. */
const serverErrorLog = process.env['CONFORMANCE_5XX_LOG'];

async function noted(response: Promise<Response>, method: string, url: URL): Promise<Response> {
  const answered = await response;
  if (serverErrorLog && answered.status >= 500 && answered.status !== 501) {
    appendFileSync(
      serverErrorLog,
      `${answered.status} ${method} ${url.pathname}${url.search} (${path.basename(expect.getState().testPath ?? '')})\n`,
    );
  }
  return answered;
}

globalThis.fetch = (input, init) => {
  const url = URL.parse(urlOf(input));
  // The storage suite names 127.0.0.1:54321, the PostgREST suite localhost:54321: one server.
  if (url && url.port === String(SERVER_PORT) && SERVER_HOSTS.has(url.hostname)) {
    serverRequests += 1;
    if (url.pathname.startsWith(RENDER_PATH)) renderRequests += 1;
    const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
    return noted(realFetch(input, apiKey ? withApiKey(input, init, apiKey) : init), method, url);
  }
  return realFetch(input, init);
};

/**
 * The postgrest-js suite sends no API key: the Supabase CLI's gateway passes a request without one
 * to PostgREST as anon, where hosted Supabase (and the embedded server) refuse it. The runner
 * gives the anon key (CONFORMANCE_API_KEY), added to a request that has none, as supabase-js does.
 */
const apiKey = process.env['CONFORMANCE_API_KEY'];

function withApiKey(
  input: Parameters<typeof fetch>[0],
  init: RequestInit | undefined,
  key: string,
): RequestInit | undefined {
  const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : {}));
  if (headers.has('apikey')) return init;
  headers.set('apikey', key);
  return { ...init, headers };
}

type TestBody = (context: TestContext) => unknown;

function counted(body: unknown): unknown {
  if (typeof body !== 'function') return body;
  return async (context: TestContext) => {
    const before = { server: serverRequests, render: renderRequests };
    context.task.meta.bodyRan = true;
    try {
      return await (body as TestBody)(context);
    } finally {
      context.task.meta.serverRequests = serverRequests - before.server;
      context.task.meta.renderRequests = renderRequests - before.render;
    }
  };
}

const skipped = (
  JSON.parse(process.env['CONFORMANCE_SKIP_TESTS'] ?? '[]') as { file: string; name: string }[]
).map(({ file, name }) => `${file}\u0000${name}`);

function isSkipped(name: unknown): boolean {
  // The file being collected (each test file runs its setup files anew).
  const file = expect.getState().testPath;
  return file !== undefined && skipped.includes(`${path.basename(file)}\u0000${String(name)}`);
}

/** `test(name, body, timeout)` with the body counted; `.skip`, `.only` and the rest as they are. */
function countingTest<T extends object>(original: T): T {
  return new Proxy(original, {
    apply(target, thisArg, args: unknown[]) {
      const [name, body, ...rest] = args;
      if (isSkipped(name)) return (target as unknown as TestAPI).skip(String(name), () => {});
      return Reflect.apply(target as (...a: unknown[]) => unknown, thisArg, [
        name,
        counted(body),
        ...rest,
      ]);
    },
  });
}

globalThis.test = countingTest(globalThis.test);
globalThis.it = countingTest(globalThis.it);

declare module 'vitest' {
  interface TaskMeta {
    /** Requests the test's body sent to the server under test. */
    serverRequests?: number;
    /** Of those, image transformations (/render/). */
    renderRequests?: number;
    /** Whether the body started (a failing hook stops it before). */
    bodyRan?: boolean;
  }
}
