import fs from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';
import { environment } from '../environment.ts';
import { startAutoAnalyze } from './auto-analyze.ts';
import { openingScript } from './claims.ts';
import { lockDataFolder } from './data-folder-lock.ts';
import { DurableNodeFS } from './durable-node-fs.ts';
import { assertReadableFolder, recordEngine } from './engine-record.ts';
import { PglitePrepared } from './pglite-prepared.ts';
import { isStalePlanError } from './prepared-statements.ts';
import { copyTemplateInto, isEmptyFolder } from './pglite-template.ts';
import { SerialQueue } from './serial-queue.ts';
import type { Claims, Database, QueryResult, Tx } from './types.ts';

interface PgliteResult {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}

function toResult<T>(result: PgliteResult): QueryResult<T> {
  const out: QueryResult<T> = {
    rows: result.rows as T[],
    fields: result.fields.map(({ name, dataTypeID }) => ({ name, dataTypeID })),
  };
  if (result.affectedRows !== undefined) out.affectedRows = result.affectedRows;
  return out;
}

/**
 * Postgres's page cache inside PGlite's WebAssembly memory. Postgres touches all of it at start,
 * so it is resident memory from the first second: the default 128MB made an idle server 378-406
 * MiB. The product's tables are small (10,000 contacts are ~5 MB, within the cache), and
 * bench:backend measured the same throughput at 16MB and 32MB (docs/performance/backend-profile.md).
 */
const SHARED_BUFFERS = '16MB';

/**
 * How many rows ANALYZE samples (300 times this) and how long its lists of common values are.
 * Every pass of auto-analyze.ts holds the one connection: at PostgreSQL's 100 it read 30,000
 * rows and took 230-900 ms on 10,000 contacts (the search index's expression is computed for
 * each); at 10, 70-90 ms, and the board's plans are the same.
 */
const STATISTICS_TARGET = 10;

// V8 recompiles Postgres's hottest WebAssembly functions in the background, some in zones of
// hundreds of MB; with one compile task instead of one per core, an idle server keeps ~20 MiB
// less (docs/performance/backend-profile.md). Set before PGlite's module is compiled.
v8.setFlagsFromString('--wasm-num-compilation-tasks=1');

/** Postgres's type OIDs for boolean and bytea. */
const BOOL_OID = 16;
const BYTEA_OID = 17;

/**
 * Parameters as Postgres reads them: PGlite's own boolean serializer throws a plain Error on text
 * it does not know ('abc' in `?moved_to_pipeline=eq.abc`), which no SQLSTATE names, so the request
 * failed with 500. Text goes to Postgres as it is and fails there with 22P02, a 400, as on
 * PostgreSQL (node-postgres sends text parameters untouched). Its bytea serializer likewise
 * throws on text (`?address_hash=eq.abc`); bytes go as hex, text as it is.
 */
const SERIALIZERS = {
  [BOOL_OID]: (value: unknown): string => {
    if (typeof value === 'boolean') return value ? 't' : 'f';
    return String(value);
  },
  [BYTEA_OID]: (value: unknown): string => {
    if (value instanceof Uint8Array) {
      return `\\x${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('hex')}`;
    }
    return String(value);
  },
};

/**
 * Postgres's settings in PGlite, also for bench/reference-read-server.ts's bare PGlite. PGlite's
 * own defaults turn fsync off (`-F`); with `fsync` they keep it on, and WAL is flushed with
 * fsync() (fdatasync() does nothing in PGlite's build; DurableNodeFS makes fsync() real).
 */
export function pgliteStartParams(
  { fsync }: { fsync: boolean } = { fsync: false },
  defaults: readonly string[] = PGlite.defaultStartParams,
): string[] {
  const durability = fsync ? ['-c', 'fsync=on', '-c', 'wal_sync_method=fsync'] : [];
  return [
    ...defaults.filter((param) => !fsync || param !== '-F'),
    ...durability,
    '-c',
    `shared_buffers=${SHARED_BUFFERS}`,
    '-c',
    `default_statistics_target=${STATISTICS_TARGET}`,
  ];
}

export interface PgliteOptions {
  /** fsync each commit's WAL to the disk (SUPABASE_DB_FSYNC, on unless set off). */
  fsync?: boolean;
  /**
   * Another PGlite package to open the folder with, for data:upgrade to read a folder this one
   * cannot: no engine check, the record left as it is, no fsync (it only reads).
   */
  reader?: typeof PGlite;
}

/**
 * Postgres in-process (PGlite, WebAssembly), persisted under `<dataDir>/pg`.
 * One connection: every call goes through one queue, so transactions never interleave.
 *
 * Durability: PGlite's node filesystem writes each page and WAL record straight to the host
 * file with a synchronous write(); a commit's WAL is written before the query resolves. So a
 * killed process (SIGKILL) loses no acknowledged commit in either mode. With fsync
 * (SUPABASE_DB_FSYNC, on by default) the commit also waits for the disk, so a power cut or an
 * operating-system crash keeps it too; without (SUPABASE_DB_FSYNC=off, ~1.2x faster on the join
 * path: bench:ops), those may lose the last commits (tests/integration/server/power-cut.test.ts).
 */
export async function openPglite(dataDir: string, options: PgliteOptions = {}): Promise<Database> {
  const fsync = options.fsync ?? environment().SUPABASE_DB_FSYNC;
  const root = path.resolve(dataDir);
  const release = lockDataFolder(root);
  let pg: PGlite;
  try {
    const pgDir = path.join(root, 'pg');
    fs.mkdirSync(pgDir, { recursive: true });
    if (options.reader) {
      // An older PGlite may not name its start parameters: it then keeps its own.
      const defaults = options.reader.defaultStartParams as readonly string[] | undefined;
      pg = await options.reader.create(pgDir, {
        serializers: SERIALIZERS,
        ...(defaults ? { startParams: pgliteStartParams({ fsync: false }, defaults) } : {}),
      });
    } else {
      // Before PGlite touches the folder: one it cannot read stops here, unchanged.
      assertReadableFolder(root);
      const made = isEmptyFolder(pgDir);
      if (made) await copyTemplateInto(pgDir);
      pg = await PGlite.create({
        fs: fsync ? new DurableNodeFS(pgDir) : new NodeFS(pgDir),
        serializers: SERIALIZERS,
        startParams: pgliteStartParams({ fsync }),
      });
      try {
        recordEngine(pgDir, { made });
      } catch (error) {
        await pg.close();
        throw error;
      }
    }
  } catch (error) {
    release();
    throw error;
  }

  const queue = new SerialQueue();
  const exec = async (sql: string) => {
    await pg.exec(sql);
  };
  const tx: Tx = {
    query: async <T>(sql: string, params: unknown[] = []) =>
      toResult<T>(await pg.query(sql, params)),
    exec,
  };
  // Request statements (under a JWT) are prepared once, as on PostgreSQL (pglite-prepared.ts).
  const prepared = new PglitePrepared(pg);
  const requestTx: Tx = {
    query: async <T>(sql: string, params: unknown[] = []) =>
      toResult<T>(await prepared.query<T>(sql, params)),
    exec,
  };

  /**
   * A statement with parameters outside a request (the job runner's claims, auth, storage) is
   * prepared too. It is its own transaction, so after a stale plan's error it is sent again.
   */
  async function ownQuery<T>(sql: string, params: unknown[]): Promise<QueryResult<T>> {
    try {
      return await requestTx.query<T>(sql, params);
    } catch (error) {
      if (!isStalePlanError(error)) throw error;
      return requestTx.query<T>(sql, params);
    }
  }

  /**
   * `opening` is `begin` or a script starting with it (see claims.ts), sent in one call; so are
   * commit and rollback (PGlite's `query` would make six calls of them).
   */
  async function inTransaction<R>(
    opening: string,
    fn: (t: Tx) => Promise<R>,
    within: Tx = tx,
  ): Promise<R> {
    return queue.run(async () => {
      try {
        await pg.exec(opening);
        const value = await fn(within);
        await pg.exec('commit');
        return value;
      } catch (error) {
        // Keep the caller's error (with its SQLSTATE, detail, hint); a failed rollback adds nothing.
        await pg.exec('rollback').catch(() => undefined);
        throw error;
      }
    });
  }

  const autoAnalyze = startAutoAnalyze(
    (sql) => queue.run(() => tx.query(sql)),
    () => queue.quietFor(),
  );

  let closed = false;
  return {
    kind: 'pglite',
    query: (sql, params) =>
      queue.run(() => (!params?.length ? tx.query(sql, params) : ownQuery(sql, params))),
    transaction: (fn) => inTransaction('begin', fn),
    asClaims: async (claims: Claims, fn, settings) =>
      inTransaction(openingScript(claims, settings), fn, requestTx),
    listen: async (channel, onPayload) => {
      const handler = (payload: string): void => queue.detached(() => onPayload(payload));
      const unlisten = await queue.run(() => pg.listen(channel, handler));
      return () => queue.run(() => unlisten());
    },
    close: async () => {
      if (closed) return;
      closed = true;
      try {
        await autoAnalyze.stop();
        await queue.run(() => pg.close());
      } finally {
        release();
      }
    },
  };
}
