// One id per request, carried through everything the request sets off in this process (services,
// functions run in process, the queries), so the log lines of one request can be found together
// (docs/deploy.md#5-logs). Jobs run under `job:<id>` the same way.
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

const current = new AsyncLocalStorage<string>();

/** An id a proxy in front passed on (Caddy's `{http.request.uuid}`, nginx's `$request_id`). */
const PASSED_ON = /^[A-Za-z0-9._:-]{8,64}$/;

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** Runs `handle` under the request's id, which the answer carries too. */
export function withRequestId<T>(req: IncomingMessage, res: ServerResponse, handle: () => T): T {
  const passedOn = req.headers['x-request-id'];
  const id = typeof passedOn === 'string' && PASSED_ON.test(passedOn) ? passedOn : randomUUID();
  if (!res.headersSent) res.setHeader(REQUEST_ID_HEADER, id);
  return current.run(id, handle);
}

/** Runs `work` under an id of its own choosing (a job's). */
export function withId<T>(id: string, work: () => T): T {
  return current.run(id, work);
}

/** The id of the request (or job) this code runs for, if any. */
export function currentRequestId(): string | undefined {
  return current.getStore();
}
