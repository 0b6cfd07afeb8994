/**
 * A stop nobody notices (README "Restarts"), for both servers: src/server/start.ts and
 * supabase/local/serve.ts. On SIGTERM or SIGINT the server stops listening at once, closes idle
 * keep-alive connections, answers the requests in flight (each answer says `Connection: close`)
 * and lets the jobs in hand finish, both up to the drain limit (its loopback listener for its own
 * calls, server/internal-listener.ts, stays open until then, so what is in flight can still call
 * back into the backend); then Realtime sockets are closed with 1012 and the database is closed,
 * and the process exits 0. A second signal exits at once.
 * A request is never cut once it has started, before the limit: a client may safely send again
 * whatever met a refused or reset connection, since the server never began it.
 */
import type { Server, ServerResponse } from 'node:http';
import os from 'node:os';
import process from 'node:process';
import { settledBy } from './settled-by.ts';

/** How long a stop waits for requests and jobs in flight, unless SHUTDOWN_DRAIN_SECONDS says. */
export const DEFAULT_DRAIN_SECONDS = 10;
/** Beyond the drain, what closing Realtime and the database may take before the exit is forced. */
export const CLOSE_GRACE_MS = 5_000;

export interface RequestDrain {
  /**
   * Stops accepting connections, closes the idle ones, and waits for the requests in flight
   * until `deadline` (a Date.now() time); connections still busy then are cut. Resolves with how
   * many requests were cut.
   */
  drain(deadline: number): Promise<number>;
}

/** Follows the requests in flight on `server`; call it before the server takes any. */
export function trackRequests(server: Server): RequestDrain {
  const inFlight = new Set<ServerResponse>();
  let draining = false;
  let allAnswered: (() => void) | undefined;

  server.prependListener('request', (_req, res: ServerResponse) => {
    inFlight.add(res);
    // A request that came on a kept connection during the drain is answered, and ends it.
    if (draining) res.setHeader('connection', 'close');
    res.once('close', () => {
      inFlight.delete(res);
      if (!draining) return;
      // An answer already under way when the drain began could not say close: end its
      // connection now that it is idle (after Node has detached the answer from it).
      setImmediate(() => server.closeIdleConnections());
      if (inFlight.size === 0) allAnswered?.();
    });
  });

  return {
    async drain(deadline) {
      draining = true;
      const answered = new Promise<void>((resolve) => {
        allAnswered = resolve;
      });
      // close() also closes the idle connections; the listener is gone at once.
      server.close();
      for (const res of inFlight) if (!res.headersSent) res.setHeader('connection', 'close');
      if (inFlight.size > 0) await settledBy(answered, deadline);
      const cut = inFlight.size;
      server.closeAllConnections();
      return cut;
    },
  };
}

export interface GracefulStopOptions {
  server: Server;
  /** SHUTDOWN_DRAIN_SECONDS, parsed by supabase/local/environment.ts. */
  drainSeconds: number | undefined;
  /**
   * SHUTDOWN_NOT_READY_SECONDS: how long the server keeps answering, /readyz saying it is
   * stopping, before it closes: a proxy that checks /readyz (docs/deploy.md, Caddy's health_uri)
   * stops sending first, so no request meets a connection closing under it. 0 by default.
   */
  notReadySeconds?: number | undefined;
  /** The loopback listener the server calls itself on, closed once the requests are answered. */
  internal?: { close(): void } | undefined;
  /** The work beside the requests (jobs, schedules), given the same deadline. */
  stopWork(deadline: number): Promise<void>;
  /** After the drain: Realtime and the database. */
  close(): Promise<void>;
  log(level: 'info' | 'warn' | 'error', message: string): void;
}

/** Installs the SIGTERM and SIGINT handlers that stop `server` gracefully, as described above. */
export function stopGracefullyOnSignals(options: GracefulStopOptions): void {
  const { log } = options;
  const drainMs = (options.drainSeconds ?? DEFAULT_DRAIN_SECONDS) * 1000;
  const notReadyMs = (options.notReadySeconds ?? 0) * 1000;
  const requests = trackRequests(options.server);
  let stopping = false;

  async function stop(signal: NodeJS.Signals): Promise<void> {
    const deadline = Date.now() + notReadyMs + drainMs;
    setTimeout(
      () => {
        log('error', 'Stopping took too long; exiting now');
        process.exit(1);
      },
      notReadyMs + drainMs + CLOSE_GRACE_MS,
    ).unref();
    log(
      'info',
      `${signal}: finishing the requests and jobs in flight (up to ${drainMs / 1000} s); ` +
        'send it again to stop at once',
    );
    try {
      const workStopped = options.stopWork(deadline);
      if (notReadyMs > 0) await new Promise((resolve) => setTimeout(resolve, notReadyMs));
      const [cut] = await Promise.all([requests.drain(deadline), workStopped]);
      if (cut > 0) log('warn', `Cut ${cut} requests still unanswered at the drain limit`);
      options.internal?.close();
      await options.close();
    } catch (error) {
      log('error', `Could not stop cleanly: ${error instanceof Error ? error.message : error}`);
      process.exit(1);
    }
    log('info', 'Stopped');
    process.exit(0);
  }

  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      log('warn', `${signal} again: stopping at once`);
      // As a shell reports a process ended by the signal: 128 + its number.
      process.exit(128 + os.constants.signals[signal]);
    }
    stopping = true;
    void stop(signal);
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
