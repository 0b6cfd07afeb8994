// Setup file of the storage-js suite's run (storage.vitest.config.ts): the suite is written for
// jest, so `jest` is Vitest's `vi`. It also records, per test, how many requests the test's own
// body sent to the server under test, so the runner can tell server-facing tests from tests of
// the client alone (storage-suite.ts, `isServerFacing`).
import { vi, type TestAPI, type TestContext } from 'vitest';
import { RENDER_PATH, SERVER_ORIGIN } from './storage-suite.ts';

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

function urlOf(input: Parameters<typeof fetch>[0]): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}

// Tests that replace global.fetch with a mock send nothing to the server, and count nothing.
globalThis.fetch = (input, init) => {
  const url = urlOf(input);
  if (url.startsWith(SERVER_ORIGIN)) {
    serverRequests += 1;
    if (url.startsWith(`${SERVER_ORIGIN}${RENDER_PATH}`)) renderRequests += 1;
  }
  return realFetch(input, init);
};

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

/** `test(name, body, timeout)` with the body counted; `.skip`, `.only` and the rest as they are. */
function countingTest<T extends object>(original: T): T {
  return new Proxy(original, {
    apply(target, thisArg, args: unknown[]) {
      const [name, body, ...rest] = args;
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
