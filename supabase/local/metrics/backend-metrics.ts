// The server's Prometheus figures, in a registry of its own (never prom-client's global one, so
// several servers can live in one process, as in tests). Requests and mails are counted as they
// happen; the jobs, database size and stored bytes are read from the database at each scrape.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { DatabaseFigures } from './database-figures.ts';
import { methodLabel, routePattern } from './route-pattern.ts';

export type MailOutcome = 'sent' | 'failed';

export interface BackendMetricsOptions {
  readFigures: () => Promise<DatabaseFigures>;
  realtimeConnections: () => number;
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
  const jobs = new Gauge({
    name: 'majlis_jobs',
    help: 'Jobs in the queue table by kind and status (pending and running: the depth; failed: given up).',
    labelNames: ['kind', 'status'] as const,
    registers,
  });
  const retrying = new Gauge({
    name: 'majlis_jobs_retrying',
    help: 'Pending jobs waiting to run again after a failed attempt, by kind.',
    labelNames: ['kind'] as const,
    registers,
  });
  const databaseBytes = new Gauge({
    name: 'majlis_database_size_bytes',
    help: 'Size of the database on disk (pg_database_size), read at most once a minute.',
    registers,
  });
  const storedBytes = new Gauge({
    name: 'majlis_stored_bytes',
    help: 'Bytes of the files kept in Storage, by bucket.',
    labelNames: ['bucket'] as const,
    registers,
  });
  const storedObjects = new Gauge({
    name: 'majlis_stored_objects',
    help: 'Files kept in Storage, by bucket.',
    labelNames: ['bucket'] as const,
    registers,
  });
  const databaseUp = new Gauge({
    name: 'majlis_metrics_database_up',
    help: '1 when this scrape could read the database figures, else 0 (they are left out, the size NaN).',
    registers,
  });
  new Gauge({
    name: 'majlis_realtime_connections',
    help: 'Open Realtime WebSocket connections.',
    registers,
    collect() {
      this.set(options.realtimeConnections());
    },
  });

  let pendingScrape: Promise<string> | undefined;

  async function refreshDatabaseFigures(): Promise<void> {
    jobs.reset();
    retrying.reset();
    databaseBytes.reset();
    storedBytes.reset();
    storedObjects.reset();
    let figures: DatabaseFigures;
    try {
      figures = await options.readFigures();
    } catch (error) {
      options.log('warn', 'metrics: could not read the database figures', error);
      databaseUp.set(0);
      // A gauge without labels cannot be left out: NaN says unknown where 0 would say empty.
      databaseBytes.set(Number.NaN);
      return;
    }
    databaseUp.set(1);
    databaseBytes.set(figures.databaseBytes);
    const retryingByKind = new Map<string, number>();
    for (const row of figures.jobs) {
      jobs.set({ kind: row.kind, status: row.status }, row.jobs);
      retryingByKind.set(row.kind, (retryingByKind.get(row.kind) ?? 0) + row.retrying);
    }
    for (const [kind, count] of retryingByKind) retrying.set({ kind }, count);
    for (const bucket of figures.buckets) {
      storedBytes.set({ bucket: bucket.bucket }, bucket.bytes);
      storedObjects.set({ bucket: bucket.bucket }, bucket.objects);
    }
  }

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
