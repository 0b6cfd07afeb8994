// The database's Arabic search normalisation (…_arabic_search.sql) on the embedded database
// (PGlite) and on PostgreSQL 15 when one is reachable: the table of spellings, the browser's
// rule pinned to it character by character, the board's search document and query folded alike,
// and at 10,050 contacts the search still read from its GIN index.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../supabase/local/db/index.ts';
import { normalizeArabic } from '../../../src/lib/text/normalize-arabic.ts';
import {
  arabicBlockCharacters,
  FOLD_CASES,
  SEARCH_PAIRS,
} from '../../unit/text/arabic-search-cases.ts';
import { createThrowawayDatabase, type ThrowawayDatabase } from './support/local-postgres.ts';
import { openTempDatabase } from './support/temp-database.ts';

const server = await createThrowawayDatabase();
const skipReason = 'reason' in server ? server.reason : undefined;
if (skipReason) console.warn(`[Arabic search on PostgreSQL] skipped: ${skipReason}`);

const VOLUME = 10_050;

async function folded(db: Database, texts: readonly string[]): Promise<string[]> {
  // Bracketed, since a driver's text decoder drops a leading U+FEFF (a byte-order mark).
  const { rows } = await db.query<{ folded: string }>(
    `select '[' || private.normalize_arabic(t) || ']' as folded
       from unnest($1::text[]) with ordinality as u(t, n) order by n`,
    [texts],
  );
  return rows.map((row) => row.folded.slice(1, -1));
}

/** Whether the board's search for `query` finds a contact named `name` (document @@ query). */
async function finds(db: Database, query: string, name: string): Promise<boolean> {
  const { rows } = await db.query<{ found: boolean }>(
    `select public.contact_search_document($2, 'Al-Harbi', 'شركة', 'Founder', 'a@example.com')
              @@ public.board_search_query($1) as found`,
    [query, name],
  );
  return rows[0]!.found;
}

function suite(label: string, open: () => Promise<{ db: Database; dispose(): Promise<void> }>) {
  describe(label, () => {
    let db: Database;
    let dispose: () => Promise<void>;
    beforeAll(async () => {
      ({ db, dispose } = await open());
    });
    afterAll(async () => dispose?.());

    it('folds each spelling as the table says', async () => {
      expect(
        await folded(
          db,
          FOLD_CASES.map(([written]) => written),
        ),
      ).toEqual(FOLD_CASES.map(([, to]) => to));
      const { rows } = await db.query<{ n: string | null }>(
        'select private.normalize_arabic(null) as n',
      );
      expect(rows[0]!.n).toBeNull();
    });

    it('folds every character of the Arabic blocks exactly as the browser does', async () => {
      const characters = arabicBlockCharacters();
      const fromDatabase = await folded(db, characters);
      const differing = characters.filter((c, n) => fromDatabase[n] !== normalizeArabic(c));
      expect(differing).toEqual([]);
      // And the pin bites: the rule changes these and only these.
      const changed = characters.filter((c) => normalizeArabic(c) !== c);
      expect(changed).toHaveLength(8 + 21 + 2);
    });

    it.each(SEARCH_PAIRS)('the board search "%s" finds "%s", and back', async (query, stored) => {
      expect(await finds(db, query, stored)).toBe(true);
      expect(await finds(db, stored, query)).toBe(true);
      // A prefix of the folded name too, as typing goes (unless it ends on a hamza's seat, which
      // is read by the letter that follows it).
      if (!/[ؤئ]$/.test(query.slice(0, 2)))
        expect(await finds(db, query.slice(0, 2), stored)).toBe(true);
    });

    it("folds the All table's search text by the same rule", async () => {
      const names = FOLD_CASES.map(([written]) => written).filter(Boolean);
      await db.query(
        `insert into public.contacts (first_name, last_name, email)
         select n, 'pin', 'pin-' || i || '@example.com'
           from unnest($1::text[]) with ordinality as u(n, i)`,
        [names],
      );
      const { rows } = await db.query<{ search: string; search_folded: string; rule: string }>(
        `select search, search_folded, private.normalize_arabic(search) as rule
           from public.crm_all_rows where email like 'pin-%@example.com'`,
      );
      expect(rows).toHaveLength(names.length);
      expect(rows.filter((row) => row.search_folded !== row.rule)).toEqual([]);
      await db.query(`delete from public.contacts where email like 'pin-%@example.com'`);
    });

    it('does not find a different name', async () => {
      expect(await finds(db, 'محمود', 'مُحَمَّد')).toBe(false);
      expect(await finds(db, 'احمد', 'حمد')).toBe(false);
    });

    it(`reads the search from its index at ${VOLUME.toLocaleString('en')} contacts`, async () => {
      await db.query(
        `insert into public.contacts (first_name, last_name, company, email, stage)
         select case when n % 2 = 0 then 'مُحَمَّد' else 'Noura' || n end,
                case when n % 3 = 0 then 'الأحمدي' else 'Haddad' end, 'شركة الرياض',
                'volume-' || n || '@example.com',
                (array['mql_lead','sql_qualification','evaluation'])[1 + n % 3]
           from generate_series(1, ${VOLUME}) n`,
      );
      await db.query('analyze public.contacts');
      // The statement of private.board_search_ids, with the query the board sends.
      const statement = `select c.id from public.contacts c
         where public.contact_search_document(c.first_name, c.last_name, c.company, c.title,
                                              c.email) @@ public.board_search_query($1)`;
      const plan = await db.query<{ 'QUERY PLAN': string }>(`explain ${statement}`, ['احمدي']);
      const text = plan.rows.map((row) => row['QUERY PLAN']).join('\n');
      expect(text).toContain('contacts_search_idx');
      expect(text).not.toContain('Seq Scan');
      const count = async (query: string) =>
        (
          await db.query<{ n: number }>(`select count(*)::int as n from (${statement}) found`, [
            query,
          ])
        ).rows[0]!.n;
      expect(await count('محمد')).toBe(VOLUME / 2);
      expect(await count('الاحمدي')).toBe(Math.floor(VOLUME / 3));
    }, 180_000);
  });
}

suite('on the embedded database (PGlite)', async () => {
  const temp = await openTempDatabase('arabic-search');
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
