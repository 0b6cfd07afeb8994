/**
 * The production entry: one Node process serves the built Astro site (static pages and the
 * few on-demand routes) and, unless a hosted Supabase project is configured, the embedded
 * Supabase-compatible backend, all on one origin with security headers on every response.
 * Run with `node src/server/start.ts` after `astro build` (Node strips the types).
 */
import compression from 'compression';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { pathToFileURL } from 'node:url';
import { environment, setVariables } from '../../supabase/local/environment.ts';
import { createEmbeddedBackend, type EmbeddedBackend } from '../../supabase/local/index.ts';
import { JSON_BODY_BYTES } from '../../supabase/local/server/body-limits.ts';
import { stopGracefullyOnSignals } from '../../supabase/local/server/graceful-stop.ts';
import { openInternalListener } from '../../supabase/local/server/internal-listener.ts';
import { accessLogger } from '../../supabase/local/server/access-log.ts';
import { stderrLogger as log } from '../../supabase/local/server/log.ts';
import { withRequestId } from '../../supabase/local/server/request-id.ts';
import { normaliseForwardedProto } from '../../supabase/local/server/request-scheme.ts';
import { backendMode } from './backend-mode.ts';
import { createHostedHealthRoute } from './hosted-health.ts';
import { createHostedMetrics } from './hosted-metrics.ts';
import { narrowScriptSources, requestOrigin } from './script-sources.ts';
import {
  applySecurityHeaders,
  connectSources,
  permissionsPolicyFor,
  securityHeaders,
} from './security-headers.ts';
import { applyConnectionTimeouts } from './connection-timeouts.ts';
import { accessRoute, readRouteTable } from './routes/route-table.ts';
import { createStaticSite } from './static/static-site.ts';
import { createUnsubscribeRoute } from './unsubscribe-route.ts';
import { createUnsubscribeRpc } from './unsubscribe-rpc.ts';

type NodeHandler = (req: http.IncomingMessage, res: http.ServerResponse) => void;

// Astro's standalone entry would otherwise start its own server on import.
setVariables({ ASTRO_NODE_AUTOSTART: 'disabled' });

const env = environment();
const distDir = path.resolve(env.ASTRO_OUT_DIR);
const port = env.PORT;
const host = env.HOST;
const publicUrl = env.PUBLIC_URL ?? `http://localhost:${port}`;

const entry = pathToFileURL(path.join(distDir, 'server', 'entry.mjs')).href;
const { handler: astroHandler } = (await import(entry).catch((error: unknown) => {
  log('error', `Could not load the built site from ${distDir}. Run \`npm run build\` first.`);
  throw error;
})) as { handler: NodeHandler };

const mode = backendMode(env);
let backend: EmbeddedBackend | undefined;
// Where this process calls itself (server/internal-listener.ts): open through a stop's drain.
const internal = mode.kind === 'embedded' ? await openInternalListener(host) : undefined;
if (mode.kind === 'embedded' && internal) {
  const internalUrl = internal.url;
  try {
    backend = await createEmbeddedBackend({
      dataDir: mode.dataDir,
      ...(mode.databaseUrl ? { databaseUrl: mode.databaseUrl } : {}),
      publicUrl,
      createFirstStaff: true,
      // The functions call back into REST on loopback, whatever "localhost" resolves to.
      internalUrl,
    });
  } catch (error) {
    log('error', error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
  // On-demand routes and islands read the project's URL and public key from here.
  // Same origin: browsers reach the backend by whatever name they reached the page.
  setVariables({
    SUPABASE_URL: backend.config.url,
    SUPABASE_ANON_KEY: backend.config.anonKey,
    SUPABASE_SAME_ORIGIN: '1',
    SUPABASE_INTERNAL_URL: internalUrl,
  });
  // For the operator's eyes, once, as text: the one-time staff login (a password) and, below, the
  // secret mail page link are instructions, not events for the JSON log (README "First start").
  if (backend.firstStartMessage) console.log(`\n${backend.firstStartMessage}\n`);
}

// Embedded: the backend shares the page's origin ('self'); hosted: its origin is allowed too.
const connect = mode.kind === 'embedded' ? [] : connectSources(env.SUPABASE_URL);
const baseHeaders = {
  plain: securityHeaders({ secure: false, connect }),
  secure: securityHeaders({ secure: true, connect }),
};
// Prebuilt pages and assets skip Astro entirely; everything else (the backend, on-demand pages,
// redirects, 404) falls through, on-demand responses compressed as the browser allows.
const staticSite = createStaticSite({
  clientDir: path.join(distDir, 'client'),
  headersFile: path.join(distDir, '_headers.json'),
  base: baseHeaders,
});
// compression works on plain Node requests; its types name Express's, hence the one cast. Each
// piece a page writes is sent as it comes (a sync flush): /crm writes its head and scripts before
// the board's reads finish (src/components/crm/FirstBoardData.astro), and a gzip stream would
// otherwise hold them until the end.
const compress = compression({
  threshold: 1024,
  flush: zlib.constants.Z_SYNC_FLUSH,
}) as unknown as (req: http.IncomingMessage, res: http.ServerResponse, next: () => void) => void;

// Everything else carries the 404 page's policy too: Astro answers unknown paths with that built
// page, whose inline scripts are allowed by the hashes in its own policy. A page Astro renders
// on request sets its own policy, which comes first and so decides.
const fallthroughHeaders = {
  plain: staticSite.headersFor('/404', false) ?? baseHeaders.plain,
  secure: staticSite.headersFor('/404', true) ?? baseHeaders.secure,
};

const unsubscribeRoute = createUnsubscribeRoute(createUnsubscribeRpc());
// /healthz and /readyz: the embedded backend answers them itself, with its database and jobs.
const hostedHealthRoute =
  mode.kind === 'hosted'
    ? createHostedHealthRoute({
        url: mode.url,
        anonKey: mode.anonKey,
        origin: publicUrl,
        log,
      })
    : undefined;

const hostedMetrics =
  mode.kind === 'hosted'
    ? createHostedMetrics({
        key: env.METRICS_KEY,
        origin: publicUrl,
        log,
      })
    : undefined;

// One line per request, site and backend alike (ACCESS_LOG=0 turns it off).
const logAccess = env.ACCESS_LOG
  ? accessLogger({ log, route: accessRoute(readRouteTable(distDir)) })
  : undefined;

function handleRequest(req: http.IncomingMessage, res: http.ServerResponse): void {
  logAccess?.(req, res);
  // First, so /metrics counts every answer: pages and files as well as the backend's.
  (backend ?? hostedMetrics)?.observeRequest(req, res);
  // Over HTTPS: a TLS socket, or a proxy trusted by TRUST_PROXY saying so. The verdict replaces the
  // client's X-Forwarded-Proto, which the backend and on-demand routes read for Secure cookies.
  const secure = normaliseForwardedProto(req, env.TRUST_PROXY);
  // Scripts only from the build folder, never from elsewhere on the origin (stored files). Built
  // files come with their policy narrowed already, prepared once per origin.
  const origin = requestOrigin(req, secure, publicUrl);
  if (staticSite(req, res, secure, origin)) return;
  narrowScriptSources(res, origin);
  applySecurityHeaders(
    res,
    secure ? fallthroughHeaders.secure : fallthroughHeaders.plain,
    (secure ? baseHeaders.secure : baseHeaders.plain)['Content-Security-Policy'],
  );
  // The door screen is rendered on request, so only this path needs to let it use the camera.
  res.setHeader('Permissions-Policy', permissionsPolicyFor(req.url));
  if (backend?.handleNode(req, res)) return;
  if (hostedHealthRoute?.(req, res)) return;
  if (hostedMetrics?.route(req, res)) return;
  if (unsubscribeRoute(req, res)) return;
  // The site's own routes read no request body; a large one is refused before Astro sees it
  // (Astro's adapter also stops counting at the same size for bodies sent without a length).
  if (Number(req.headers['content-length'] ?? '0') > JSON_BODY_BYTES) {
    res.writeHead(413, { 'content-type': 'application/json', connection: 'close' });
    res.end(
      JSON.stringify({ message: `Payload too large: the limit is ${JSON_BODY_BYTES} bytes` }),
    );
    return;
  }
  compress(req, res, () => astroHandler(req, res));
}

// Every log line a request causes (site or backend) carries its id, as does its answer.
const server = http.createServer((req, res) =>
  withRequestId(req, res, () => handleRequest(req, res)),
);

applyConnectionTimeouts(server);
internal?.serve(server);

server.on('upgrade', (req, socket, head) => {
  if (!backend?.handleUpgrade(req, socket, head)) socket.destroy();
});

server.listen(port, host, () => {
  const where = mode.kind === 'embedded' ? `embedded backend in ${mode.dataDir}` : mode.url;
  log('info', `Serving ${publicUrl} (Supabase: ${where})`);
  if (backend?.mailPageLink)
    console.log(`Local mail page (keep it private): ${backend.mailPageLink}`);
});

// Stops listening at once, answers what is in flight, lets the jobs finish, then closes
// (supabase/local/server/graceful-stop.ts).
stopGracefullyOnSignals({
  server,
  internal,
  drainSeconds: env.SHUTDOWN_DRAIN_SECONDS,
  notReadySeconds: env.SHUTDOWN_NOT_READY_SECONDS,
  stopWork: async (deadline) => backend?.stopWork(deadline),
  close: async () => backend?.close(),
  log,
});
