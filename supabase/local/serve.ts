/**
 * Runs the embedded backend alone (no Astro site), for integration tests and benchmarks:
 *   node supabase/local/serve.ts --port 0 --data-dir <dir> [--host 127.0.0.1]
 *        [--database-url <postgres://…>] [--site-url <url>] [--max-body-bytes <n>]
 * When ready it prints one JSON line on stdout: {"url","anonKey","serviceRoleKey","mailPageLink"}.
 * Logs go to stderr. Exits non-zero with a message when the backend cannot start. Requests that
 * arrive while it starts wait for it; SIGTERM or SIGINT stops it gracefully (server/graceful-stop.ts).
 */
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { environment } from './environment.ts';
import { createEmbeddedBackend, type EmbeddedBackend } from './index.ts';
import { routePattern } from './metrics/route-pattern.ts';
import { accessLogger } from './server/access-log.ts';
import { backendHttpServer } from './server/backend-http-server.ts';
import { stderrLogger } from './server/log.ts';
import { stopGracefullyOnSignals } from './server/graceful-stop.ts';
import { openInternalListener } from './server/internal-listener.ts';

function fail(message: string): never {
  stderrLogger('error', message);
  process.exit(1);
}

let args;
try {
  args = parseArgs({
    options: {
      port: { type: 'string', default: '54321' },
      host: { type: 'string', default: '127.0.0.1' },
      'data-dir': { type: 'string' },
      'database-url': { type: 'string' },
      'site-url': { type: 'string' },
      'max-body-bytes': { type: 'string' },
    },
    strict: true,
  }).values;
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}

const port = Number(args.port);
if (!Number.isInteger(port) || port < 0 || port > 65535)
  fail(`--port must be 0-65535, got ${args.port}`);
const maxBodyBytes =
  args['max-body-bytes'] === undefined ? undefined : Number(args['max-body-bytes']);
if (maxBodyBytes !== undefined && !(Number.isInteger(maxBodyBytes) && maxBodyBytes > 0)) {
  fail('--max-body-bytes must be a positive integer');
}

let backend: EmbeddedBackend | undefined;
let started: (backend: EmbeddedBackend | undefined) => void = () => undefined;
const starting = new Promise<EmbeddedBackend | undefined>((resolve) => (started = resolve));
const server = backendHttpServer(
  () => backend ?? starting,
  environment().ACCESS_LOG
    ? { logAccess: accessLogger({ log: stderrLogger, route: routePattern }) }
    : {},
);
// Where the functions call back into the backend, open until a stop has answered what is in flight.
const internal = await openInternalListener(args.host).catch((error: unknown) =>
  fail(`could not listen on loopback: ${error instanceof Error ? error.message : String(error)}`),
);
internal.serve(server);
stopGracefullyOnSignals({
  server,
  internal,
  drainSeconds: environment().SHUTDOWN_DRAIN_SECONDS,
  notReadySeconds: environment().SHUTDOWN_NOT_READY_SECONDS,
  // A stop during the start waits for it, so the database is never left half set up.
  stopWork: async (deadline) => (await starting)?.stopWork(deadline),
  close: async () => (await starting)?.close(),
  log: stderrLogger,
});

await new Promise<void>((resolve, reject) => {
  server.once('error', reject);
  server.listen(port, args.host, () => resolve());
}).catch((error: unknown) =>
  fail(`could not listen: ${error instanceof Error ? error.message : String(error)}`),
);

const address = server.address() as AddressInfo;
const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
try {
  backend = await createEmbeddedBackend({
    publicUrl: `http://${host}:${address.port}`,
    internalUrl: internal.url,
    ...(args['data-dir'] ? { dataDir: args['data-dir'] } : {}),
    ...(args['database-url'] ? { databaseUrl: args['database-url'] } : {}),
    ...(args['site-url'] ? { siteUrl: args['site-url'] } : {}),
    ...(maxBodyBytes ? { maxBodyBytes } : {}),
  });
} catch (error) {
  started(undefined);
  server.close();
  fail(`could not start the backend: ${error instanceof Error ? error.message : String(error)}`);
}

started(backend);
process.stdout.write(
  `${JSON.stringify({ ...backend.config, mailPageLink: backend.mailPageLink })}\n`,
);
