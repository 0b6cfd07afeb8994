// /healthz and /readyz, on the origin of whichever server mounts them (the site's in production).
// /healthz says the process answers: no database, no disk, so a busy database never makes a
// liveness probe restart a healthy server. /readyz runs the checks: 200 when every one passes,
// else 503 naming the failed ones. Neither needs a key, and neither says anything secret.
import { json } from '../server/http.ts';
import type { Service } from '../server/context.ts';
import { runChecks, type Check } from './readiness.ts';

export const HEALTH_PATHS = ['/healthz', '/readyz'] as const;

const NO_STORE = { 'cache-control': 'no-store' };

export interface HealthServiceOptions {
  checks: Readonly<Record<string, Check>>;
  log: (level: 'info' | 'warn', message: string, detail?: unknown) => void;
  timeoutMs?: number;
}

export function createHealthService(options: HealthServiceOptions): Service {
  // Probes ask every few seconds: the log says when the verdict changes, not at every probe.
  let lastFailed = '';
  return {
    async handle(request) {
      const { pathname } = new URL(request.url);
      if (!(HEALTH_PATHS as readonly string[]).includes(pathname)) {
        return json(404, { message: 'Not found' }, NO_STORE);
      }
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        return json(405, { message: 'Use GET or HEAD' }, { ...NO_STORE, allow: 'GET, HEAD' });
      }
      if (pathname === '/healthz') return json(200, { status: 'alive' }, NO_STORE);
      const errors: Record<string, unknown> = {};
      const report = await runChecks(options.checks, {
        ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
        onError: (name, error) => (errors[name] = error instanceof Error ? error.message : error),
      });
      const failed = report.failed.join(', ');
      if (failed !== lastFailed) {
        if (failed) options.log('warn', `not ready: ${failed}`, { checks: report.checks, errors });
        else options.log('info', 'ready again');
        lastFailed = failed;
      }
      return failed
        ? json(503, report, { ...NO_STORE, 'retry-after': '5' })
        : json(200, report, NO_STORE);
    },
  };
}
