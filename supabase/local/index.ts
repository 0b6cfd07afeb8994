/**
 * The embedded Supabase-compatible backend: one object that answers /auth/v1, /rest/v1,
 * /storage/v1, /functions/v1, /realtime/v1 (WebSocket) and the local mail page, on the origin of
 * whichever Node server mounts it (src/server/start.ts, or supabase/local/serve.ts standalone).
 */
import { environment } from './environment.ts';
import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { Duplex } from 'node:stream';
import { createAuthService } from './auth/index.ts';
import { DEFAULT_DATA_DIR, openDatabase } from './db/index.ts';
import { migrationVersions } from './db/migrations.ts';
import { createFunctionsHost } from './functions-host/index.ts';
import { databaseChecks } from './health/database-checks.ts';
import { DEFAULT_MIN_FREE_MB, diskCheck } from './health/disk-check.ts';
import { createHealthService, HEALTH_PATHS } from './health/health-service.ts';
import { DEFAULT_JOB_STALL_SECONDS, jobsCheck } from './health/jobs-check.ts';
import { startJobProcessor, type JobProcessor } from './jobs/job-processor.ts';
import { startRetentionSchedule } from './jobs/retention-schedule.ts';
import { readJobSettings } from './jobs/job-settings.ts';
import { createMailPage } from './mail/index.ts';
import { createBackupService } from './ops/backup-service.ts';
import {
  DEFAULT_BACKUPS_KEPT,
  DEFAULT_BACKUP_INTERVAL_SECONDS,
  defaultBackupFolder,
  startBackupSchedule,
} from './ops/backup-schedule.ts';
import { createBackendMetrics } from './metrics/backend-metrics.ts';
import { databaseFiguresReader } from './metrics/database-figures.ts';
import { createMetricsService, METRICS_PATH } from './metrics/metrics-service.ts';
import { createRealtimeService } from './realtime/index.ts';
import { createRestService } from './rest/index.ts';
import type { BackendConfig, BackendKeys, Service } from './server/context.ts';
import { createBackendContext } from './server/create-context.ts';
import type { Logger } from './server/log.ts';
import { bodyLimitFor } from './server/body-limits.ts';
import { errorResponse, json, withCors } from './server/http.ts';
import { loadOrCreateKeys } from './server/keys.ts';
import { refuseDeclaredOversize, sendWebResponse, toWebRequest } from './server/node-adapter.ts';
import { unsafePathReason } from './server/path-guard.ts';
import { dispatch, findRoute, type Route } from './server/router.ts';
import { DEFAULT_CONTENT_DIR, syncContentEvents } from './events/sync-content-events.ts';
import { readControllerFacts } from '../../src/content/sync/controller-facts.ts';
import { ensureFirstStaff } from './staff/first-start.ts';
import { claimLocalFiles, filesLocation } from './storage/local-files-claim.ts';
import { createStorageService } from './storage/index.ts';

/** 50 MB, Supabase's default upload limit; every request body is capped at this. */
export const DEFAULT_MAX_BODY_BYTES = 50 * 1024 * 1024;
const REALTIME_PREFIX = '/realtime/v1';

export interface EmbeddedBackendOptions {
  dataDir?: string;
  databaseUrl?: string;
  /** The origin the browser uses, e.g. http://localhost:4321. */
  publicUrl: string;
  siteUrl?: string;
  /** On a new install, create a staff login and report it once (npm start, npm run dev). */
  createFirstStaff?: boolean;
  /**
   * How code inside this process (the Edge Functions' clients) reaches the backend, when that
   * differs from publicUrl, e.g. http://127.0.0.1:4321 behind a public https origin. Default publicUrl.
   */
  internalUrl?: string;
  maxBodyBytes?: number;
  /** Where the content events are read from at start; default CONTENT_DIR, else ./content. */
  contentDir?: string;
  log?: Logger;
}

export interface EmbeddedBackend {
  config: { url: string; anonKey: string; serviceRoleKey: string };
  /** The one-time staff login of a new install, when createFirstStaff was asked for; else null. */
  firstStartMessage: string | null;
  /** The secret link to the local mail page (print it for the operator), or null when there is none. */
  mailPageLink: string | null;
  /** true when the request was for the backend (and has been answered). */
  handleNode(req: IncomingMessage, res: ServerResponse): boolean;
  /**
   * Counts a request of the server that mounts the backend in /metrics, site pages included:
   * call it first, for every request.
   */
  observeRequest(req: IncomingMessage, res: ServerResponse): void;
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean;
  /**
   * The first half of a graceful stop, beside the server's own drain of requests: no new job is
   * claimed and no schedule fires; the jobs in hand finish, or at `deadline` (a Date.now() time)
   * go back to the queue. Requests are still answered: the database stays open.
   */
  stopWork(deadline?: number): Promise<void>;
  /** Stops the work (at once, unless stopWork began it), closes Realtime (1012) and the database. */
  close(): Promise<void>;
}

/** Plain HTTP on the realtime path: the protocol needs a WebSocket upgrade. */
const realtimeOverHttp: Service = {
  handle: async () =>
    json(426, {
      code: 'upgrade_required',
      message:
        'Realtime speaks WebSocket: connect to /realtime/v1/websocket with an Upgrade request',
      details: null,
      hint: null,
    }),
};

async function hasUsers(db: Awaited<ReturnType<typeof openDatabase>>): Promise<boolean> {
  const { rows } = await db.query<{ any: boolean }>(
    'select exists (select 1 from auth.users) as any',
  );
  return rows[0]?.any ?? false;
}

export async function createEmbeddedBackend(
  options: EmbeddedBackendOptions,
): Promise<EmbeddedBackend> {
  const env = environment();
  const publicUrl = new URL(options.publicUrl).origin;
  // SUPABASE_DATA_DIR names the data folder everywhere (server, staff CLI, seed:demo).
  const dataDir = path.resolve(options.dataDir ?? env.SUPABASE_DATA_DIR ?? DEFAULT_DATA_DIR);
  const internalUrl = new URL(options.internalUrl ?? publicUrl).origin;
  const config: BackendConfig = {
    publicUrl,
    siteUrl: options.siteUrl ?? env.SITE_URL ?? publicUrl,
    dataDir,
    maxBodyBytes: options.maxBodyBytes ?? env.SUPABASE_MAX_BODY_BYTES ?? DEFAULT_MAX_BODY_BYTES,
  };
  // Read before the database opens, so a bad setting leaves nothing open behind it.
  const jobSettings = readJobSettings(env);
  const databaseUrl = options.databaseUrl ?? env.DATABASE_URL;
  // A folder that already held a database must keep its keys (see loadOrCreateKeys).
  const hadDatabase = existsSync(path.join(dataDir, 'pg'));
  // The database first: it takes the data folder's lock, so a second server stops here.
  const db = await openDatabase(
    databaseUrl
      ? { dataDir, databaseUrl, preparedStatements: env.PGRST_DB_PREPARED_STATEMENTS }
      : { dataDir },
  );
  let keys: BackendKeys;
  // On a shared PostgreSQL, only servers that see the same stored files may run side by side.
  let filesClaim: { release(): Promise<void> } | undefined;
  try {
    const mayCreate = databaseUrl ? !(await hasUsers(db)) : !hadDatabase;
    keys = await loadOrCreateKeys(dataDir, env, { mayCreate });
    if (databaseUrl) filesClaim = await claimLocalFiles(databaseUrl, filesLocation(dataDir));
  } catch (error) {
    await db.close();
    throw error;
  }
  const ctx = createBackendContext({
    db,
    keys,
    config,
    ...(options.log ? { log: options.log } : {}),
  });
  const contentDir = path.resolve(options.contentDir ?? env.CONTENT_DIR ?? DEFAULT_CONTENT_DIR);
  let siteController: string;
  try {
    // Before any job runs: invitations, reminders and seat offers read the events' rows.
    await syncContentEvents(db, contentDir, ctx.log);
    // The privacy mails name the controller as the settings file does on this start.
    siteController = JSON.stringify(readControllerFacts(contentDir));
  } catch (error) {
    await filesClaim?.release();
    await db.close();
    throw error;
  }

  let peers;
  try {
    peers = {
      auth: createAuthService(ctx),
      storage: createStorageService(ctx),
      mail: createMailPage(ctx),
      realtime: createRealtimeService(ctx),
    };
  } catch (error) {
    await filesClaim?.release();
    await db.close();
    throw error;
  }
  const metrics = createBackendMetrics({
    readFigures: databaseFiguresReader(db),
    realtimeConnections: () => peers.realtime.connectionCount(),
    log: ctx.log,
  });
  const onMail = metrics.countMail;
  const functionsHost = createFunctionsHost(ctx, {
    supabaseUrl: internalUrl,
    onMail,
    siteController,
  });
  // eslint-disable-next-line prefer-const -- assigned once below, read by the health check first
  let jobs: JobProcessor | undefined;
  let workStopped: Promise<void> | undefined;
  const health = createHealthService({
    checks: {
      // The versions this code was started with: files added since are not its to apply.
      ...databaseChecks(db, migrationVersions()),
      jobs: jobsCheck(
        () => jobs?.state(),
        env.SUPABASE_READY_JOB_STALL_SECONDS ?? DEFAULT_JOB_STALL_SECONDS,
      ),
      disk: diskCheck(dataDir, env.SUPABASE_READY_MIN_FREE_MB ?? DEFAULT_MIN_FREE_MB),
      // From the stop signal on: a proxy that checks /readyz sends nothing more before the close.
      stopping: () =>
        Promise.resolve(
          workStopped ? { ok: false, detail: 'the server is stopping' } : { ok: true },
        ),
    },
    log: ctx.log,
  });
  const routes: Route[] = [
    { prefix: '/rest/v1', name: 'REST', service: createRestService(ctx) },
    { prefix: '/auth/v1', name: 'Auth', service: peers.auth },
    { prefix: '/storage/v1', name: 'Storage', service: peers.storage },
    {
      prefix: '/functions/v1',
      name: 'Functions',
      service: functionsHost,
    },
    { prefix: '/_mail', name: 'Mail', service: peers.mail, cors: false },
    // The mail page's JSON twin, for tests and tools.
    { prefix: '/_mail.json', name: 'Mail', service: peers.mail, cors: false },
    // npm run backup's way in while this server holds the data folder (service-role key only).
    { prefix: '/_ops', name: 'Backup', service: createBackupService(ctx), cors: false },
    { prefix: REALTIME_PREFIX, name: 'Realtime', service: realtimeOverHttp },
    { prefix: '/graphql/v1', name: 'GraphQL', service: undefined },
    ...HEALTH_PATHS.map((prefix) => ({ prefix, name: 'Health', service: health, cors: false })),
    {
      prefix: METRICS_PATH,
      name: 'Metrics',
      service: createMetricsService(metrics, env.METRICS_KEY),
      cors: false,
    },
  ];

  async function answer(req: IncomingMessage, res: ServerResponse, route: Route) {
    let response: Response;
    const unsafe = unsafePathReason(req.url ?? '/');
    if (unsafe && route.name === 'Mail') {
      // The mail page answers nothing but 404 to a request it does not serve.
      response = json(404, { code: 'not_found', message: 'Not found', details: null, hint: null });
    } else if (unsafe) {
      response = withCors(
        json(400, { code: 'bad_path', message: unsafe, details: null, hint: null }),
      );
    } else {
      const limit = bodyLimitFor(req, config.maxBodyBytes);
      if (refuseDeclaredOversize(req, res, limit)) return;
      try {
        response = await dispatch(
          route,
          toWebRequest(req, publicUrl, limit, env.TRUST_PROXY),
          ctx.log,
        );
      } catch (error) {
        response = withCors(errorResponse(error));
      }
    }
    const sentBody =
      Number(req.headers['content-length'] ?? '0') > 0 || 'transfer-encoding' in req.headers;
    if (sentBody && !req.readableEnded && response.status >= 400) {
      // Unread bodies (413, refused paths) must not stall the connection.
      res.setHeader('connection', 'close');
    }
    await sendWebResponse(response, res, req.method ?? 'GET');
  }

  // After-insert jobs run the same handlers as /functions/v1. Their clients reach REST in
  // process, so jobs run from the moment the database is open, before the HTTP server listens.
  const inProcessFetch: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const route = findRoute(routes, new URL(request.url).pathname);
    if (!route)
      return json(404, { code: 'not_found', message: 'Not found', details: null, hint: null });
    return dispatch(route, request, ctx.log);
  };
  const jobsHost = createFunctionsHost(ctx, {
    supabaseUrl: internalUrl,
    backendFetch: inProcessFetch,
    onMail,
    siteController,
  });
  jobs =
    jobSettings.workers > 0
      ? startJobProcessor({
          db,
          invoke: (_kind, request) => jobsHost.handle(request),
          serviceRoleKey: keys.serviceRoleKey,
          settings: jobSettings,
          log: ctx.log,
        })
      : undefined;
  // Where this server runs the jobs, it also queues the monthly retention run.
  const retention = jobs ? startRetentionSchedule({ db, log: ctx.log }) : undefined;
  // And takes the install's backups.
  const backups = jobs
    ? startBackupSchedule({
        dataDir,
        serverUrl: internalUrl,
        settings: {
          folder: path.resolve(env.SUPABASE_BACKUP_DIR ?? defaultBackupFolder(dataDir)),
          intervalSeconds: env.SUPABASE_BACKUP_INTERVAL ?? DEFAULT_BACKUP_INTERVAL_SECONDS,
          keep: env.SUPABASE_BACKUP_KEEP ?? DEFAULT_BACKUPS_KEPT,
        },
        db,
        log: ctx.log,
      })
    : undefined;

  const stopWork = (deadline?: number) =>
    (workStopped ??= (async () => {
      await backups?.stop();
      await retention?.stop();
      await jobs?.stop(deadline);
    })());

  const firstStartMessage = options.createFirstStaff
    ? await ensureFirstStaff(ctx, peers.mail.link)
    : null;

  return {
    config: { url: publicUrl, anonKey: keys.anonKey, serviceRoleKey: keys.serviceRoleKey },
    firstStartMessage,
    mailPageLink: peers.mail.link,
    handleNode(req, res) {
      const rawPath = (req.url ?? '/').split('?')[0] ?? '/';
      const route = findRoute(routes, rawPath);
      if (!route) return false;
      answer(req, res, route).catch((error: unknown) => {
        ctx.log('error', 'Could not send a backend response', error);
        res.destroy();
      });
      return true;
    },
    observeRequest: metrics.observeRequest,
    handleUpgrade(req, socket, head) {
      const pathname = (req.url ?? '/').split('?')[0] ?? '/';
      if (!pathname.startsWith(`${REALTIME_PREFIX}/`)) return false;
      peers.realtime.handleUpgrade(req, socket, head);
      return true;
    },
    stopWork,
    async close() {
      await stopWork();
      peers.auth.close();
      await peers.realtime.close();
      await filesClaim?.release();
      await db.close();
    },
  };
}
