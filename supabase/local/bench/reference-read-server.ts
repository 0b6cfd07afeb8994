/**
 * The least a server must do for the bench's staff read, as a floor to compare the embedded
 * backend with (as bench:serve compares static pages with nginx): node:http and the bare engine
 * running the statement the embedded backend runs for `GET /rest/v1/contacts?select=*&limit=N`,
 * under the caller's role and claims in one opening script:
 * - PostgreSQL (--database-url): node-postgres, the statement prepared, one row per element
 *   (sql/select.ts's buildReadRowsStatement), the rows joined as rest/json-array.ts does;
 * - PGlite (--data-dir, the embedded backend's data folder, which must be stopped first): a bare
 *   PGlite with the backend's settings, one aggregated row (buildReadStatement), as read.ts reads
 *   PGlite.
 * It checks nothing (no JWT signature, no schema cache, no other route): a reference for timing,
 * listening on 127.0.0.1 only, started and stopped by bench/backend.ts.
 *   node supabase/local/bench/reference-read-server.ts (--database-url postgres://… | --data-dir <dir>) [--port 0]
 * Prints `{"url": …}` on its first line once it listens.
 */
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openingScript } from '../db/claims.ts';
import { lockDataFolder } from '../db/data-folder-lock.ts';
import { pgliteStartParams } from '../db/pglite-database.ts';
import type { Claims } from '../db/types.ts';
import { jsonArrayBytes } from '../rest/json-array.ts';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    'data-dir': { type: 'string' },
    port: { type: 'string', default: '0' },
  },
});
const databaseUrl = values['database-url'];
const dataDir = values['data-dir'];
if (!databaseUrl === !dataDir) throw new Error('give one of --database-url and --data-dir');
const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error('--port must be 0-65535');

const SOURCE = `select "contacts".* from "public"."contacts" limit $1`;
const ROWS_SQL = `select row_to_json(_s)::text as element from (${SOURCE}) as _s`;
const AGGREGATED_SQL = `select count(*)::int as page_count, null::bigint as total,
  coalesce(json_agg(_s), '[]')::text as body from (${SOURCE}) as _s`;

/** One read: the opening script, the statement, the commit; the body and its row count. */
type Read = (opening: string, limit: number) => Promise<{ body: Uint8Array; count: number }>;

function postgresRead(url: string): { read: Read; close(): Promise<void> } {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  return {
    async read(opening, limit) {
      const client = await pool.connect();
      try {
        await client.query(opening);
        const { rows } = await client.query<{ element: string }>({
          name: 'reference_read',
          text: ROWS_SQL,
          values: [limit],
        });
        await client.query('commit');
        return { body: jsonArrayBytes(rows.map((row) => row.element)), count: rows.length };
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

async function pgliteRead(dir: string): Promise<{ read: Read; close(): Promise<void> }> {
  const root = path.resolve(dir);
  const release = lockDataFolder(root);
  const db = await PGlite.create(path.join(root, 'pg'), {
    relaxedDurability: false,
    startParams: pgliteStartParams(),
  });
  // PGlite has one connection: reads wait for each other, as in the embedded backend's queue.
  let queue: Promise<unknown> = Promise.resolve();
  return {
    read(opening, limit) {
      const run = queue.then(async () => {
        try {
          await db.exec(opening);
          const { rows } = await db.query<{ page_count: number; body: string }>(AGGREGATED_SQL, [
            limit,
          ]);
          await db.query('commit');
          const row = rows[0];
          return { body: Buffer.from(row?.body ?? '[]'), count: Number(row?.page_count ?? 0) };
        } catch (error) {
          await db.query('rollback').catch(() => undefined);
          throw error;
        }
      });
      queue = run.catch(() => undefined);
      return run;
    },
    async close() {
      await db.close();
      release();
    },
  };
}

const engine = databaseUrl ? postgresRead(databaseUrl) : await pgliteRead(dataDir ?? '');

/** The bearer token's claims, decoded without checking the signature (see above). */
function claimsOf(request: http.IncomingMessage): Claims {
  const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
  const payload = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Claims;
}

async function answer(request: http.IncomingMessage, response: http.ServerResponse) {
  const url = new URL(request.url ?? '/', 'http://reference');
  const limit = Number(url.searchParams.get('limit') ?? '10000');
  try {
    const opening = openingScript(claimsOf(request), {
      'request.method': 'GET',
      transaction_read_only: 'on',
    });
    const { body, count } = await engine.read(opening, limit);
    response.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-range': `0-${count - 1}/*`,
      'content-length': String(body.byteLength),
    });
    response.end(body);
  } catch (error) {
    response.writeHead(500, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ message: error instanceof Error ? error.message : 'failed' }));
  }
}

const server = http.createServer((request, response) => void answer(request, response));
server.listen(port, '127.0.0.1', () => {
  const address = server.address();
  const listening = typeof address === 'object' && address ? address.port : 0;
  process.stdout.write(`${JSON.stringify({ url: `http://127.0.0.1:${listening}` })}\n`);
});
process.once('SIGTERM', () => {
  server.close();
  void engine.close().then(() => process.exit(0));
});
