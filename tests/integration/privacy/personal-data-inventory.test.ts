// The one list of personal data (private.personal_data_inventory, in
// supabase/migrations/20251127040000_personal_data_erasure.sql) against the database's own
// catalogue, on the embedded database (PGlite) and on PostgreSQL 15 when one is reachable: a
// table of the project's schemas with an e-mail-like column or a contact_id that the list does
// not name fails here, so a new table joins export and erasure in the same change
// (docs/privacy/export-and-erasure.md#the-inventory-one-list-of-where-a-person-is-held).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../supabase/local/db/index.ts';
import {
  createThrowawayDatabase,
  type ThrowawayDatabase,
} from '../database/support/local-postgres.ts';
import { openTempDatabase } from '../database/support/temp-database.ts';

const server = await createThrowawayDatabase();
const skipReason = 'reason' in server ? server.reason : undefined;
if (skipReason) console.warn(`[personal data inventory on PostgreSQL] skipped: ${skipReason}`);

/** Columns that can find a person: an address, or a contact's id. */
export const PERSON_COLUMN = `(column_name ~* '(^|_)e_?mail($|_)|(^|_)address$' or column_name = 'contact_id')`;

/** Every base-table column of the project's schemas that can find a person. */
const UNLISTED = `
  select c.table_schema || '.' || c.table_name || '.' || c.column_name as column
    from information_schema.columns c
    join information_schema.tables t using (table_schema, table_name)
   where t.table_type = 'BASE TABLE'
     and c.table_schema in ('public', 'private')
     and ${PERSON_COLUMN.replaceAll('column_name', 'c.column_name')}
     and not exists (select 1 from private.personal_data_inventory i
                      where i.table_schema = c.table_schema and i.table_name = c.table_name
                        and i.column_name = c.column_name)
   order by 1`;

/** Inventory rows that name no column (a renamed or dropped one). */
const STALE = `
  select i.table_schema || '.' || i.table_name || '.' || i.column_name as column
    from private.personal_data_inventory i
   where not exists (select 1 from information_schema.columns c
                      where c.table_schema = i.table_schema and c.table_name = i.table_name
                        and c.column_name = i.column_name)
     and i.table_schema <> 'auth' -- the embedded Auth's tables; hosted Auth has its own
   order by 1`;

function suite(label: string, open: () => Promise<{ db: Database; dispose(): Promise<void> }>) {
  describe(label, () => {
    let db: Database;
    let dispose: () => Promise<void>;
    beforeAll(async () => {
      ({ db, dispose } = await open());
    });
    afterAll(async () => dispose?.());

    it('names every column that holds an address or a contact id', async () => {
      const { rows } = await db.query<{ column: string }>(UNLISTED);
      expect(rows.map((r) => r.column)).toEqual([]);
    });

    it('names only columns that exist', async () => {
      const { rows } = await db.query<{ column: string }>(STALE);
      expect(rows.map((r) => r.column)).toEqual([]);
    });

    it('fails for a new table with an address that the list does not name', async () => {
      await db.query(`create table public.inventory_probe (id int, guest_email text)`);
      await db.query(`create table private.inventory_probe (contact_id uuid)`);
      try {
        const { rows } = await db.query<{ column: string }>(UNLISTED);
        expect(rows.map((r) => r.column)).toEqual([
          'private.inventory_probe.contact_id',
          'public.inventory_probe.guest_email',
        ]);
      } finally {
        await db.query(`drop table public.inventory_probe`);
        await db.query(`drop table private.inventory_probe`);
      }
    });
  });
}

suite('on the embedded database (PGlite)', async () => {
  const temp = await openTempDatabase('personal-data-inventory');
  return { db: temp.db, dispose: () => temp.dispose() };
});

if (!skipReason) {
  suite('on a real PostgreSQL server', async () => {
    const throwaway = server as ThrowawayDatabase;
    const db = await openDatabase({ databaseUrl: throwaway.url });
    return {
      db,
      dispose: async () => {
        await db.close();
        await throwaway.dispose();
      },
    };
  });
}
