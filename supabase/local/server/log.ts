// The one structured logger of the site server and the backend: JSON lines on stderr, each with
// the id of the request (or job) it was written for (docs/deploy.md#5-logs).
import type { BackendContext } from './context.ts';
import { currentRequestId } from './request-id.ts';

export type Logger = BackendContext['log'];

/** Logs one JSON line per event on stderr (stdout stays free for serve.ts's ready line). */
export const stderrLogger: Logger = (level, message, detail) => {
  const entry: Record<string, unknown> = { time: new Date().toISOString(), level, message };
  const requestId = currentRequestId();
  if (requestId) entry['requestId'] = requestId;
  if (detail !== undefined) {
    entry['detail'] =
      detail instanceof Error
        ? { name: detail.name, message: detail.message, stack: detail.stack }
        : detail;
  }
  process.stderr.write(`${JSON.stringify(entry)}\n`);
};
