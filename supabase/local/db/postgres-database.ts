import pg from 'pg';
import { openingScript } from './claims.ts';
import type { Claims, Database, QueryResult, Tx } from './types.ts';

// Parse bigint like PGlite does (a number while it is exact), so both drivers return the same rows.
pg.types.setTypeParser(pg.types.builtins.INT8, (text: string) => {
  const value = BigInt(text);
  return value >= BigInt(Number.MIN_SAFE_INTEGER) && value <= BigInt(Number.MAX_SAFE_INTEGER)
    ? Number(value)
    : value;
});

type Queryable = pg.Pool | pg.PoolClient;

async function run<T>(
  client: Queryable,
  sql: string,
  params: unknown[] = [],
): Promise<QueryResult<T>> {
  const result = await client.query(sql, params);
  const out: QueryResult<T> = {
    rows: result.rows as T[],
    fields: result.fields.map(({ name, dataTypeID }) => ({ name, dataTypeID })),
  };
  if (['INSERT', 'UPDATE', 'DELETE', 'MERGE'].includes(result.command))
    out.affectedRows = result.rowCount ?? 0;
  return out;
}

function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** A real Postgres server (DATABASE_URL): a pool for statements, one held client for LISTEN. */
export async function openPostgres(databaseUrl: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  // An idle client's error (server restart) must not crash the process; the pool replaces it.
  pool.on('error', (error) =>
    console.error('[db] idle Postgres connection failed:', error.message),
  );
  await run(pool, 'select 1');

  let listener: pg.PoolClient | undefined;
  const handlers = new Map<string, Set<(payload: string) => void>>();

  /** `opening` is `begin` or a script starting with it (see claims.ts), sent in one round trip. */
  async function inTransaction<R>(opening: string, fn: (t: Tx) => Promise<R>): Promise<R> {
    const client = await pool.connect();
    const tx: Tx = {
      query: (sql, params) => run(client, sql, params),
      exec: async (sql) => {
        await client.query(sql);
      },
    };
    try {
      await client.query(opening);
      const value = await fn(tx);
      await client.query('commit');
      return value;
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  return {
    kind: 'postgres',
    query: (sql, params) => run(pool, sql, params),
    transaction: (fn) => inTransaction('begin', fn),
    asClaims: async (claims: Claims, fn, settings) =>
      inTransaction(openingScript(claims, settings), fn),
    listen: async (channel, onPayload) => {
      if (!listener) {
        listener = await pool.connect();
        listener.on('notification', (message) => {
          for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? '');
        });
      }
      const client = listener;
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        await client.query(`listen ${quoteIdentifier(channel)}`);
      }
      set.add(onPayload);
      return async () => {
        const current = handlers.get(channel);
        if (!current?.delete(onPayload) || current.size > 0) return;
        handlers.delete(channel);
        await client.query(`unlisten ${quoteIdentifier(channel)}`);
      };
    },
    close: async () => {
      listener?.release();
      listener = undefined;
      await pool.end();
    },
  };
}
