// LISTEN on a real Postgres: one connection held out of the pool for every channel. When that
// connection is lost (the server restarted, an administrator ended it), the process must not
// crash on the client's error event: the connection is dropped and opened again with growing
// waits, listening on every channel again. Notices sent while it was down are lost; the job
// runner polls anyway, and Realtime subscribers see the changes made after it is back.
import type pg from 'pg';

const RETRY_MIN_MS = 500;
const RETRY_MAX_MS = 30_000;

export interface PostgresListener {
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): void;
}

export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

export function createPostgresListener(
  pool: pg.Pool,
  log: (message: string) => void,
): PostgresListener {
  const handlers = new Map<string, Set<(payload: string) => void>>();
  let client: pg.PoolClient | undefined;
  let connecting: Promise<pg.PoolClient> | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let retryMs = RETRY_MIN_MS;
  let closed = false;

  function lost(which: pg.PoolClient, error: Error): void {
    if (client !== which) return;
    client = undefined;
    which.release(error);
    log(`LISTEN connection lost (${error.message}); opening it again`);
    reconnectLater();
  }

  async function connect(): Promise<pg.PoolClient> {
    const next = await pool.connect();
    next.on('notification', (message) => {
      for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? '');
    });
    // Without a listener an error event would end the process.
    next.on('error', (error) => lost(next, error));
    try {
      for (const channel of handlers.keys()) await next.query(`listen ${quoteIdentifier(channel)}`);
    } catch (error) {
      next.release(error instanceof Error ? error : true);
      throw error;
    }
    if (closed) {
      next.release();
      throw new Error('The database is closed');
    }
    client = next;
    return next;
  }

  function connected(): Promise<pg.PoolClient> {
    if (client) return Promise.resolve(client);
    connecting ??= connect().finally(() => (connecting = undefined));
    return connecting;
  }

  function reconnectLater(): void {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      connected().then(
        () => {
          retryMs = RETRY_MIN_MS;
          log('LISTEN connection open again');
        },
        () => {
          retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
          reconnectLater();
        },
      );
    }, retryMs);
    retryTimer.unref();
  }

  return {
    async listen(channel, onPayload) {
      let set = handlers.get(channel);
      const isNew = !set;
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
      }
      set.add(onPayload);
      try {
        // A new connection listens on every channel itself, this one included.
        if (!client) await connected();
        else if (isNew) await client.query(`listen ${quoteIdentifier(channel)}`);
      } catch (error) {
        set.delete(onPayload);
        if (set.size === 0) handlers.delete(channel);
        throw error;
      }
      return async () => {
        const current = handlers.get(channel);
        if (!current?.delete(onPayload) || current.size > 0) return;
        handlers.delete(channel);
        await client?.query(`unlisten ${quoteIdentifier(channel)}`);
      };
    },
    close() {
      closed = true;
      clearTimeout(retryTimer);
      client?.release();
      client = undefined;
    },
  };
}
