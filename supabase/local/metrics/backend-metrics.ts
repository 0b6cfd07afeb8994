// The server's Prometheus figures, in a registry of its own (never prom-client's global one, so
// several servers can live in one process, as in tests). Requests and mails are counted as they
// happen; the jobs, database size and stored bytes are read from the database at each scrape.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { databaseGauges } from './database-gauges.ts';
import type { DatabaseFigures } from './database-figures.ts';
import { methodLabel, routePattern } from './route-pattern.ts';

export type MailOutcome = 'sent' | 'failed';

export interface BackendMetricsOptions {
  /** Absent where no database is this server's to read (a hosted project): no such gauges. */
  readFigures?: () => Promise<DatabaseFigures>;
  realtimeConnections?: () => number;
  log: (level: 'warn', message: string, detail?: unknown) => void;
}

export interface BackendMetrics {
  /** Counts the request when its response has gone (or the client has gone first). */
  observeRequest(req: IncomingMessage, res: ServerResponse): void;
  countMail(transport: string, outcome: MailOutcome): void;
  /** The text a scraper reads, with the database figures read now. */
  scrape(): Promise<string>;
  contentType: string;
}

export function createBackendMetrics(options: BackendMetricsOptions): BackendMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const requests = new Counter({
    name: 'majlis_http_requests_total',
    help: 'HTTP requests answered, by route pattern, method and status (aborted: the client left first).',
    labelNames: ['route', 'method', 'status'] as const,
    registers,
  });
  const latency = new Histogram({
    name: 'majlis_http_request_duration_seconds',
    help: 'Time from a request arriving to its response being sent, by route pattern and method.',
    labelNames: ['route', 'method'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const mails = new Counter({
    name: 'majlis_mails_total',
    help: 'Mails handed to the transport since the server started, by transport and outcome.',
    labelNames: ['transport', 'outcome'] as const,
    registers,
  });
  const { realtimeConnections, readFigures } = options;
  if (realtimeConnections) {
    new Gauge({
      name: 'majlis_realtime_connections',
      help: 'Open Realtime WebSocket connections.',
      registers,
      collect() {
        this.set(realtimeConnections());
      },
    });
  }
  const refreshDatabaseFigures = readFigures
    ? databaseGauges(registers, readFigures, options.log)
    : () => Promise.resolve();
  let pendingScrape: Promise<string> | undefined;

  return {
    observeRequest(req, res) {
      const stop = latency.startTimer();
      // Read now: a handler may rewrite req.url on its way.
      const route = routePattern(req.url ?? '/');
      const method = methodLabel(req.method);
      res.once('close', () => {
        const status = res.writableFinished ? String(res.statusCode) : 'aborted';
        requests.inc({ route, method, status });
        stop({ route, method });
      });
    },
    countMail(transport, outcome) {
      mails.inc({ transport, outcome });
    },
    scrape() {
      // Scrapes that arrive together share one read: the gauges are reset and refilled once.
      return (pendingScrape ??= (async () => {
        await refreshDatabaseFigures();
        return registry.metrics();
      })().finally(() => (pendingScrape = undefined)));
    },
    contentType: registry.contentType,
  };
}
