// GET /metrics: the Prometheus text, for a scraper that presents METRICS_KEY. Without the
// variable the endpoint does not exist (404), so a server exposes nothing until its operator
// chooses a key.
import type { Service } from '../server/context.ts';
import { json } from '../server/http.ts';
import type { BackendMetrics } from './backend-metrics.ts';
import { presentsKey } from './metrics-key.ts';

export const METRICS_PATH = '/metrics';

const NO_STORE = { 'cache-control': 'no-store' };

export function createMetricsService(metrics: BackendMetrics, key: string | undefined): Service {
  return {
    async handle(request) {
      if (!key || new URL(request.url).pathname !== METRICS_PATH) {
        return json(404, { message: 'Not found' }, NO_STORE);
      }
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        return json(405, { message: 'Use GET or HEAD' }, { ...NO_STORE, allow: 'GET, HEAD' });
      }
      if (!presentsKey(request.headers.get('authorization'), key)) {
        return json(
          401,
          { message: 'Send the metrics key as Authorization: Bearer <key>' },
          { ...NO_STORE, 'www-authenticate': 'Bearer realm="metrics"' },
        );
      }
      return new Response(await metrics.scrape(), {
        status: 200,
        headers: { 'content-type': metrics.contentType, ...NO_STORE },
      });
    },
  };
}
