// The /healthz and /readyz answers, and a log that speaks when the verdict changes, not at every probe.
import { describe, expect, it } from 'vitest';
import { createHealthService } from '../../../supabase/local/health/health-service.ts';
import type { CheckResult } from '../../../supabase/local/health/readiness.ts';

function service(verdicts: CheckResult[]) {
  const logged: string[] = [];
  let probe = 0;
  const health = createHealthService({
    checks: { disk: () => Promise.resolve(verdicts[Math.min(probe++, verdicts.length - 1)]!) },
    log: (level, message) => logged.push(`${level} ${message}`),
  });
  const ask = (pathname: string, method = 'GET') =>
    health.handle(new Request(`http://server.test${pathname}`, { method }));
  return { ask, logged };
}

describe('the health service', () => {
  it('answers /healthz without running a check', async () => {
    const { ask } = service([]);
    const response = await ask('/healthz');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'alive' });
  });

  it('answers 503 with Retry-After while a check fails, 200 once it passes', async () => {
    const { ask } = service([{ ok: false, detail: 'full' }, { ok: true }]);
    const failing = await ask('/readyz');
    expect(failing.status).toBe(503);
    expect(failing.headers.get('retry-after')).toBe('5');
    expect(await failing.json()).toEqual({
      status: 'not ready',
      failed: ['disk'],
      checks: { disk: { ok: false, detail: 'full' } },
    });
    expect((await ask('/readyz')).status).toBe(200);
  });

  it('logs each change of verdict once', async () => {
    const failing = { ok: false, detail: 'full' };
    const { ask, logged } = service([{ ok: true }, failing, failing, failing, { ok: true }]);
    for (let i = 0; i < 6; i += 1) await ask('/readyz');
    expect(logged).toEqual(['warn not ready: disk', 'info ready again']);
  });

  it.each([
    ['/readyz', 'POST', 405],
    ['/healthz', 'DELETE', 405],
    ['/healthz/x', 'GET', 404],
  ])('%s %s → %i', async (pathname, method, status) => {
    expect((await service([{ ok: true }]).ask(pathname, method)).status).toBe(status);
  });
});
