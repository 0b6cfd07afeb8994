/**
 * The least a server must do for the bench's staff read, as a floor to compare the embedded
 * backend with (as bench:serve compares static pages with nginx): node:http and node-postgres,
 * the statement the embedded backend runs for `GET /rest/v1/contacts?select=*&limit=N` on
 * PostgreSQL (one row per element, sql/select.ts's buildReadRowsStatement) prepared, under the
 * caller's role and claims in one opening script, the rows joined as rest/json-array.ts does.
 * It checks nothing (no JWT signature, no schema cache, no other route): a reference for timing,
 * listening on 127.0.0.1 only, started and stopped by bench/backend.ts.
 *   node supabase/local/bench/reference-read-server.ts --database-url postgres://…
 * Prints `{"url": …}` on its first line once it listens.
 */
import http from 'node:http';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openingScript } from '../db/claims.ts';
import type { Claims } from '../db/types.ts';
import { jsonArrayBytes } from '../rest/json-array.ts';

const { values } = parseArgs({ options: { 'database-url': { type: 'string' } } });
const databaseUrl = values['database-url'];
if (!databaseUrl) throw new Error('--database-url is required');

const READ_SQL = `select row_to_json(_s)::text as element
  from (select "contacts".* from "public"."contacts" limit $1) as _s`;

const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });

/** The bearer token's claims, decoded without checking the signature (see above). */
function claimsOf(request: http.IncomingMessage): Claims {
  const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
  const payload = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Claims;
}

async function read(request: http.IncomingMessage, response: http.ServerResponse) {
  const url = new URL(request.url ?? '/', 'http://reference');
  const limit = Number(url.searchParams.get('limit') ?? '10000');
  const client = await pool.connect();
  try {
    await client.query(
      openingScript(claimsOf(request), {
        'request.method': 'GET',
        transaction_read_only: 'on',
      }),
    );
    const { rows } = await client.query<{ element: string }>({
      name: 'reference_read',
      text: READ_SQL,
      values: [limit],
    });
    await client.query('commit');
    const body = jsonArrayBytes(rows.map((row) => row.element));
    response.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-range': `0-${rows.length - 1}/*`,
      'content-length': String(body.byteLength),
    });
    response.end(body);
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    response.writeHead(500, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ message: error instanceof Error ? error.message : 'failed' }));
  } finally {
    client.release();
  }
}

const server = http.createServer((request, response) => void read(request, response));
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  process.stdout.write(`${JSON.stringify({ url: `http://127.0.0.1:${port}` })}\n`);
});
process.once('SIGTERM', () => {
  server.close();
  void pool.end().then(() => process.exit(0));
});
