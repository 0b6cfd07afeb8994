// A PostgreSQL that ends the server's connections (a restart, an administrator, a failover) must
// cost the requests in flight, never the process: node-postgres reports a connection ended
// outside a query as an error event, which ends the process unless someone listens. Both held
// connections are covered: a transaction's, between its statements, and the LISTEN one.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../supabase/local/db/index.ts';
import { openPostgres } from '../../../supabase/local/db/postgres-database.ts';
import { createThrowawayDatabase } from './support/local-postgres.ts';

const server = await createThrowawayDatabase();
const skip = 'reason' in server ? server.reason : undefined;

describe.skipIf(Boolean(skip))('connections ended by PostgreSQL', () => {
  let db: Database;
  let admin: pg.Client;

  beforeAll(async () => {
    if ('reason' in server) return;
    db = await openPostgres(server.url);
    admin = new pg.Client({ connectionString: server.url });
    await admin.connect();
  });

  afterAll(async () => {
    if ('reason' in server) return;
    await admin?.end();
    await db?.close();
    await server.dispose();
  });

  const terminate = (pid: number) => admin.query('select pg_terminate_backend($1)', [pid]);

  it('fail the transaction that held one, and the next statement gets a new one', async () => {
    const failed = db.transaction(async (tx) => {
      const { rows } = await tx.query<{ pid: number }>('select pg_backend_pid() as pid');
      await terminate(rows[0]?.pid ?? 0);
      // Idle between statements while the server ends the connection.
      await new Promise((resolve) => setTimeout(resolve, 300));
      await tx.query('select 1');
    });
    await expect(failed).rejects.toThrow();
    expect((await db.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });

  it('open the LISTEN connection again, listening on every channel', async () => {
    const heard: string[] = [];
    const stop = await db.listen('lost_connections_probe', (payload) => heard.push(payload));
    const listening = async () =>
      (
        await admin.query<{ pid: number }>(
          `select pid from pg_stat_activity
            where datname = current_database() and query ilike 'listen %lost_connections_probe%'`,
        )
      ).rows.map((row) => row.pid);
    const [before] = await listening();
    expect(before).toBeTypeOf('number');
    await terminate(before ?? 0);

    await expect
      .poll(async () => (await listening()).filter((pid) => pid !== before), { timeout: 10_000 })
      .toHaveLength(1);
    await admin.query(`select pg_notify('lost_connections_probe', 'after')`);
    await expect.poll(() => heard, { timeout: 5_000 }).toEqual(['after']);
    await stop();
  });
});
