import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../supabase/local/db/index.ts';
import { createThrowawayDatabase, type ThrowawayDatabase } from './support/local-postgres.ts';
import { createUser, uniqueEmail } from './support/fixtures.ts';
import { sqlStateOf } from './support/temp-database.ts';

// Runs only where a real PostgreSQL is reachable (see support/local-postgres.ts for how one is found).
// An empty database: these tests are of the migrations themselves.
const server = await createThrowawayDatabase({ empty: true });
const skipReason = 'reason' in server ? server.reason : undefined;
if (skipReason) console.warn(`[postgres15] skipped: ${skipReason}`);

describe.skipIf(skipReason !== undefined)('the migrations on a real PostgreSQL server', () => {
  const throwaway = server as ThrowawayDatabase;
  let db: Database;

  beforeAll(async () => {
    db = await openDatabase({ databaseUrl: throwaway.url });
  });

  afterAll(async () => {
    await db?.close();
    await throwaway.dispose();
  });

  it('apply from scratch and are recorded; a second open applies nothing', async () => {
    expect(db.kind).toBe('postgres');
    const { rows } = await db.query<{ n: number }>(
      'select count(*)::int as n from supabase_migrations.schema_migrations',
    );
    expect(rows[0]!.n).toBeGreaterThanOrEqual(9);
    const again = await openDatabase({ databaseUrl: throwaway.url });
    try {
      const { rows: after } = await again.query<{ n: number }>(
        'select count(*)::int as n from supabase_migrations.schema_migrations',
      );
      expect(after[0]!.n).toBe(rows[0]!.n);
    } finally {
      await again.close();
    }
  });

  it('enforce the same rules: visitors insert only, duplicates are 23505, staff read', async () => {
    const email = uniqueEmail();
    const insert = (address: string) =>
      db.asClaims({ role: 'anon' }, (tx) =>
        tx.query(`insert into public.membership_requests (first_name, email) values ('Ada', $1)`, [
          address,
        ]),
      );
    await insert(email);
    expect(await sqlStateOf(insert(email.toUpperCase()))).toBe('23505');
    expect(
      await sqlStateOf(
        db.asClaims({ role: 'anon' }, (tx) => tx.query('select * from public.membership_requests')),
      ),
    ).toBe('42501');

    const staff = await createUser(db, { staff: true });
    const seen = await db.asClaims(staff.claims, (tx) =>
      tx.query('select email from public.membership_requests where email = $1', [email]),
    );
    expect(seen.rows).toEqual([{ email }]);
  });

  it('deliver change notifications on the supabase_realtime channel', async () => {
    const payloads: string[] = [];
    const stop = await db.listen('supabase_realtime', (payload) => payloads.push(payload));
    const staff = await createUser(db, { staff: true });
    await db.asClaims(staff.claims, (tx) =>
      tx.query(`insert into public.contacts (first_name, email) values ('Rita', $1)`, [
        uniqueEmail(),
      ]),
    );
    const forContacts = () =>
      payloads.map((p) => JSON.parse(p) as { table: string }).filter((p) => p.table === 'contacts');
    await expect.poll(() => forContacts().length).toBeGreaterThan(0);
    await stop();
    // The new contact's stage checklist is copied too (checklist_items notifications).
    expect(forContacts()[0]).toMatchObject({
      schema: 'public',
      table: 'contacts',
      type: 'INSERT',
    });
  });
});
