import { createHash } from 'node:crypto';

/**
 * Named prepared statements for the statements a request runs on PostgreSQL, as PostgREST
 * prepares its own: the server parses, rewrites and plans a statement once per connection instead
 * of on every request (docs/performance/backend-profile.md, "Third round"). Postgres replans a
 * prepared statement by itself when a table it reads changes or the role differs (RLS), so
 * nothing here watches the schema.
 *
 * A client can make statements of many shapes (each select list or filter is a new text), so a
 * connection that has prepared `limit` distinct statements is retired when it is next released:
 * the pool opens a fresh one, and the server's memory for prepared statements stays bounded.
 */
export const PREPARED_STATEMENTS_PER_CONNECTION = 500;

/** A statement's name: the same text gets the same name on every connection. */
export function statementName(sql: string): string {
  return `pgrst_${createHash('sha1').update(sql).digest('base64url')}`;
}

/** SQLSTATE 0A000 with this text: a table's columns changed under a prepared `select *`. */
export function isStalePlanError(error: unknown): boolean {
  return (
    error instanceof Error &&
    (error as { code?: unknown }).code === '0A000' &&
    error.message.includes('cached plan must not change result type')
  );
}

/** The statements one connection has prepared, and whether it has prepared too many. */
export class PreparedOnConnection {
  readonly #names = new Set<string>();
  readonly #limit: number;
  #stale = false;

  constructor(limit = PREPARED_STATEMENTS_PER_CONNECTION) {
    this.#limit = limit;
  }

  /** The name to prepare `sql` under on this connection. */
  nameFor(sql: string): string {
    const name = statementName(sql);
    this.#names.add(name);
    return name;
  }

  /** After a stale-plan error the connection's statements are not trusted again. */
  markStale(): void {
    this.#stale = true;
  }

  /** True when the connection should be closed rather than returned to the pool. */
  get retire(): boolean {
    return this.#stale || this.#names.size >= this.#limit;
  }

  get size(): number {
    return this.#names.size;
  }
}
