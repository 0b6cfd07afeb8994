// The contract between the embedded backend and whichever Postgres runs underneath
// (PGlite in-process, or a real server via DATABASE_URL). Both drivers implement it alike.

/** A verified JWT's claims; `role` picks the Postgres role the statement runs as. */
export interface Claims {
  role: 'anon' | 'authenticated' | 'service_role';
  sub?: string;
  email?: string;
  [k: string]: unknown;
}

export interface QueryResult<T = Record<string, unknown>> {
  rows: T[];
  fields: { name: string; dataTypeID: number }[];
  /** Rows inserted, updated or deleted by the statement, when it is one of those. */
  affectedRows?: number;
}

export interface Tx {
  /** One statement, with $1… parameters. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
  /** A script of several statements without parameters (migrations, seeds). */
  exec(sql: string): Promise<void>;
}

export interface Database {
  /** Runs one statement as the superuser (bootstrap, auth internals). */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
  /** Runs fn inside one transaction as the superuser. */
  transaction<R>(fn: (tx: Tx) => Promise<R>): Promise<R>;
  /**
   * Runs fn in a transaction under a JWT's role with request.jwt.claims set (what PostgREST does),
   * so RLS decides; `settings` are more transaction-local settings set in the same statement.
   */
  asClaims<R>(
    claims: Claims,
    fn: (tx: Tx) => Promise<R>,
    settings?: Readonly<Record<string, string>>,
  ): Promise<R>;
  /** LISTEN on a channel; returns an unsubscribe function. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
  readonly kind: 'pglite' | 'postgres';
}
