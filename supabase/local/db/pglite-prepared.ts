import { parse, protocol, type PGlite, type Results } from '@electric-sql/pglite';
import {
  isStalePlanError,
  PREPARED_STATEMENTS_PER_CONNECTION,
  statementName,
} from './prepared-statements.ts';

/** Concatenates protocol messages into one buffer, so PGlite runs them in one call. */
function batch(messages: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(messages.reduce((size, message) => size + message.length, 0));
  let offset = 0;
  for (const message of messages) {
    out.set(message, offset);
    offset += message.length;
  }
  return out;
}

/**
 * Request statements as named prepared statements on PGlite's one connection, as on PostgreSQL
 * (prepared-statements.ts). PGlite's own `query` sends Parse, Describe, Bind, Describe, Execute
 * and Sync as six calls into Postgres, and Postgres parses, rewrites (RLS) and plans the text
 * every time: on the join path that was ~0.15 ms of the insert's ~1.1 ms, and PGlite's
 * JavaScript around the six calls 12% of the server's time (docs/performance/backend-profile.md,
 * "Sixth round"). Here a statement is parsed once, and then each run is one call: Bind, Describe,
 * Execute, Sync. Postgres replans by itself when a table changes or the role differs (RLS).
 *
 * The connection is never retired, so the statements are bounded by closing the least recently
 * used past `limit`, and a statement made stale by DDL (`cached plan must not change result
 * type`) is closed after its one error, as a retired connection forgets it on PostgreSQL.
 */
export class PglitePrepared {
  readonly #pg: PGlite;
  readonly #limit: number;
  /** By text, least recently used first: the name and the parameters' type OIDs. */
  readonly #statements = new Map<string, { name: string; types: number[] }>();
  /** Close messages for evicted statements, sent with the next call. */
  #closing: Uint8Array[] = [];

  constructor(pg: PGlite, limit = PREPARED_STATEMENTS_PER_CONNECTION) {
    this.#pg = pg;
    this.#limit = limit;
  }

  get size(): number {
    return this.#statements.size;
  }

  async query<T>(sql: string, params: unknown[]): Promise<Results<T>> {
    const statement = await this.#prepared(sql);
    const serializers = this.#pg.serializers;
    const values = params.map((param, index) => {
      if (param === null || param === undefined) return null;
      const serialize = serializers[statement.types[index] ?? 0];
      return serialize ? serialize(param) : String(param);
    });
    try {
      const messages = await this.#pg.execProtocolStream(
        batch([
          protocol.serialize.bind({ statement: statement.name, values }),
          protocol.serialize.describe({ type: 'P' }),
          protocol.serialize.execute({}),
          protocol.serialize.sync(),
        ]),
      );
      return parse.parseResults(messages, this.#pg.parsers)[0] as Results<T>;
    } catch (error) {
      if (isStalePlanError(error)) this.#forget(sql);
      throw error;
    }
  }

  async #prepared(sql: string): Promise<{ name: string; types: number[] }> {
    const known = this.#statements.get(sql);
    if (known) {
      // Most recently used last.
      this.#statements.delete(sql);
      this.#statements.set(sql, known);
      return known;
    }
    const name = statementName(sql);
    const closing = this.#closing;
    this.#closing = [];
    const messages = await this.#pg.execProtocolStream(
      batch([
        ...closing,
        protocol.serialize.parse({ name, text: sql }),
        protocol.serialize.describe({ type: 'S', name }),
        protocol.serialize.sync(),
      ]),
    );
    const statement = { name, types: parse.parseDescribeStatementResults(messages) };
    this.#statements.set(sql, statement);
    if (this.#statements.size > this.#limit) {
      const oldest = this.#statements.keys().next().value!;
      this.#forget(oldest);
    }
    return statement;
  }

  #forget(sql: string): void {
    const statement = this.#statements.get(sql);
    if (!statement) return;
    this.#statements.delete(sql);
    this.#closing.push(protocol.serialize.close({ type: 'S', name: statement.name }));
  }
}
