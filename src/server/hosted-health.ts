/**
 * /healthz and /readyz when the site talks to a hosted Supabase project (no embedded backend):
 * the same service and answers as the embedded backend's (supabase/local/health), with the one
 * check that applies here: the project's Auth answers its health endpoint with our key. The
 * project's database, jobs and disk are Supabase's to watch.
 */
import type http from 'node:http';
import { createHealthService, HEALTH_PATHS } from '../../supabase/local/health/health-service.ts';
import { CHECK_TIMEOUT_MS, type Check } from '../../supabase/local/health/readiness.ts';
import { sendWebResponse, toWebRequest } from '../../supabase/local/server/node-adapter.ts';

/** The hosted project answers /auth/v1/health with 200 when its Auth service is up. */
export function hostedProjectCheck(url: string, anonKey: string, fetcher = fetch): Check {
  return async () => {
    const started = performance.now();
    const response = await fetcher(new URL('/auth/v1/health', url), {
      headers: { apikey: anonKey },
      // Given up with the check, so a hung connection is not left behind either.
      signal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
    });
    await response.body?.cancel();
    const ms = Math.round(performance.now() - started);
    return response.ok
      ? { ok: true, figures: { ms } }
      : {
          ok: false,
          detail: `the project's Auth answered HTTP ${response.status}`,
          figures: { ms },
        };
  };
}

/** A Node route: true when it answered the request. */
export function createHostedHealthRoute(options: {
  url: string;
  anonKey: string;
  origin: string;
  log: (level: 'info' | 'warn', message: string, detail?: unknown) => void;
}): (req: http.IncomingMessage, res: http.ServerResponse) => boolean {
  const service = createHealthService({
    checks: { supabase: hostedProjectCheck(options.url, options.anonKey) },
    log: options.log,
  });
  return (req, res) => {
    const pathname = (req.url ?? '/').split('?')[0] ?? '/';
    if (!(HEALTH_PATHS as readonly string[]).includes(pathname)) return false;
    const answer = async () => {
      // A probe sends no body: the small limit only keeps a stray one from being read.
      const response = await service.handle(toWebRequest(req, options.origin, 1024));
      await sendWebResponse(response, res, req.method ?? 'GET');
    };
    answer().catch(() => res.destroy());
    return true;
  };
}
