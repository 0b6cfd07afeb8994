/**
 * /metrics when the site talks to a hosted Supabase project (no embedded backend): the same
 * service, key and request counters as the embedded backend's (supabase/local/metrics), with the
 * Node process's figures; the project's database, jobs and files are Supabase's to report.
 */
import type http from 'node:http';
import { createBackendMetrics } from '../../supabase/local/metrics/backend-metrics.ts';
import {
  createMetricsService,
  METRICS_PATH,
} from '../../supabase/local/metrics/metrics-service.ts';
import { sendWebResponse, toWebRequest } from '../../supabase/local/server/node-adapter.ts';

type NodeRoute = (req: http.IncomingMessage, res: http.ServerResponse) => boolean;

export function createHostedMetrics(options: {
  key: string | undefined;
  origin: string;
  log: (level: 'warn', message: string, detail?: unknown) => void;
}): {
  observeRequest: (req: http.IncomingMessage, res: http.ServerResponse) => void;
  route: NodeRoute;
} {
  const metrics = createBackendMetrics({ log: options.log });
  const service = createMetricsService(metrics, options.key);
  return {
    observeRequest: metrics.observeRequest,
    route(req, res) {
      if ((req.url ?? '/').split('?')[0] !== METRICS_PATH) return false;
      const answer = async () => {
        // A scraper sends no body: the small limit only keeps a stray one from being read.
        const response = await service.handle(toWebRequest(req, options.origin, 1024));
        await sendWebResponse(response, res, req.method ?? 'GET');
      };
      answer().catch(() => res.destroy());
      return true;
    },
  };
}
