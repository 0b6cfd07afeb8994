// The storage listings (POST /object/list and /object/list-v2) read every object under a prefix
// through objectsUnderPrefix: in pages keyed on the name, so a folder of any size is listed whole
// (it stopped at 100,000 rows before), with LIKE's wildcards in the prefix taken literally.
// On the embedded database (PGlite) and on PostgreSQL 15 when one is reachable.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../supabase/local/db/index.ts';
import { objectsUnderPrefix } from '../../../supabase/local/storage/object-rows.ts';
import {
  createThrowawayDatabase,
  type ThrowawayDatabase,
} from '../database/support/local-postgres.ts';
import { openTempDatabase } from '../database/support/temp-database.ts';

const server = await createThrowawayDatabase();
const skipReason = 'reason' in server ? server.reason : undefined;
if (skipReason) console.warn(`[objects under a prefix on PostgreSQL] skipped: ${skipReason}`);

const BUCKET = 'paging-test';
/** Just past a whole number of pages of the chunk used below. */
const IN_FOLDER = 2_050;
const CHUNK = 500;

function suite(label: string, open: () => Promise<{ db: Database; dispose(): Promise<void> }>) {
  describe(label, () => {
    let db: Database;
    let dispose: () => Promise<void>;
    beforeAll(async () => {
      ({ db, dispose } = await open());
      await db.query(`insert into storage.buckets (id, name) values ($1, $1)`, [BUCKET]);
      // A folder whose name holds LIKE's wildcards, a look-alike folder, and a nested one.
      await db.query(
        `insert into storage.objects (bucket_id, name)
         select $1, '50%_off/' || lpad(n::text, 5, '0') || ' Budget (v2) #' || n || '.pdf'
           from generate_series(1, $2::int) n
         union all select $1, '50%_off/nested/inner.txt'
         union all select $1, '50xx_off/not-this.txt'
         union all select $1, 'other/not-this-either.txt'`,
        [BUCKET, IN_FOLDER],
      );
    });
    afterAll(async () => dispose?.());

    it('returns every object under the prefix, in name order, across pages', async () => {
      const rows = await db.transaction((tx) => objectsUnderPrefix(tx, BUCKET, '50%_off/', CHUNK));
      expect(rows).toHaveLength(IN_FOLDER + 1);
      expect(rows.every((row) => row.name.startsWith('50%_off/'))).toBe(true);
      expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
      expect(rows[0]!.name).toBe('50%_off/00001 Budget (v2) #1.pdf');
      expect(rows.at(-1)!.name).toBe('50%_off/nested/inner.txt');
    });

    it('returns the whole bucket for an empty prefix, and nothing for an unknown one', async () => {
      const all = await db.transaction((tx) => objectsUnderPrefix(tx, BUCKET, '', CHUNK));
      expect(all).toHaveLength(IN_FOLDER + 3);
      const none = await db.transaction((tx) => objectsUnderPrefix(tx, BUCKET, 'nope/', CHUNK));
      expect(none).toEqual([]);
    });

    it('reads a page that ends exactly at the last object without losing or repeating one', async () => {
      const rows = await db.transaction((tx) =>
        objectsUnderPrefix(tx, BUCKET, '50%_off/', IN_FOLDER + 1),
      );
      expect(rows).toHaveLength(IN_FOLDER + 1);
    });
  });
}

suite('on the embedded database (PGlite)', async () => {
  const temp = await openTempDatabase('objects-under-prefix');
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
