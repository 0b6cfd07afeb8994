import pg from 'pg';
import { stderrLogger } from '../server/log.ts';
import { openingScript } from './claims.ts';
import { createPostgresListener } from './postgres-listener.ts';
import { isStalePlanError, PreparedOnConnection } from './prepared-statements.ts';
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
  name?: string,
): Promise<QueryResult<T>> {
  const result =
    name === undefined
      ? await client.query(sql, params)
      : await client.query({ name, text: sql, values: params });
  const out: QueryResult<T> = {
    rows: result.rows as T[],
    fields: result.fields.map(({ name, dataTypeID }) => ({ name, dataTypeID })),
  };
  if (['INSERT', 'UPDATE', 'DELETE', 'MERGE'].includes(result.command))
    out.affectedRows = result.rowCount ?? 0;
  return out;
}

export interface PostgresOptions {
  /**
   * Request statements as named prepared statements (default on). Off is for a transaction-mode
   * pooler such as PgBouncer, where the next transaction may land on another server connection;
   * PostgREST's `db-prepared-statements` is the same switch.
   */
  preparedStatements?: boolean;
  /** Distinct prepared statements after which a connection is retired (tests set it low). */
  preparedPerConnection?: number;
}

/** A real Postgres server (DATABASE_URL): a pool for statements, one held client for LISTEN. */
export async function openPostgres(
  databaseUrl: string,
  options: PostgresOptions = {},
): Promise<Database> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  // An idle client's error (server restart) must not crash the process; the pool replaces it.
  pool.on('error', (error) =>
    stderrLogger('error', 'An idle Postgres connection failed', { error: error.message }),
  );
  await run(pool, 'select 1');

  const listener = createPostgresListener(pool, (message) => stderrLogger('warn', message));

  // What each pooled connection has prepared (request statements only, see prepared-statements.ts).
  const prepared = new WeakMap<pg.PoolClient, PreparedOnConnection>();

  /**
   * `opening` is `begin` or a script starting with it (see claims.ts), sent in one round trip.
   * With `prepare`, the work's statements run as named prepared statements.
   */
  async function inTransaction<R>(
    opening: string,
    fn: (t: Tx) => Promise<R>,
    prepare = false,
  ): Promise<R> {
    const client = await pool.connect();
    // The pool listens for errors only on idle connections: one ended while this transaction
    // holds it would otherwise end the process. The statement after it fails instead.
    let lost: Error | undefined;
    const onError = (error: Error) => (lost = error);
    client.on('error', onError);
    let statements = prepare ? prepared.get(client) : undefined;
    if (prepare && !statements) {
      statements = new PreparedOnConnection(options.preparedPerConnection);
      prepared.set(client, statements);
    }
    const tx: Tx = {
      query: async (sql, params) => {
        if (!statements) return run(client, sql, params);
        try {
          return await run(client, sql, params, statements.nameFor(sql));
        } catch (error) {
          if (isStalePlanError(error)) statements.markStale();
          throw error;
        }
      },
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
      client.removeListener('error', onError);
      // A lost connection, or one with too many (or stale) statements, is closed; the pool
      // opens a new one.
      client.release(lost ?? statements?.retire === true);
    }
  }

  return {
    kind: 'postgres',
    query: (sql, params) => run(pool, sql, params),
    transaction: (fn) => inTransaction('begin', fn),
    asClaims: async (claims: Claims, fn, settings) =>
      inTransaction(openingScript(claims, settings), fn, options.preparedStatements !== false),
    listen: (channel, onPayload) => listener.listen(channel, onPayload),
    close: async () => {
      listener.close();
      await pool.end();
    },
  };
}
