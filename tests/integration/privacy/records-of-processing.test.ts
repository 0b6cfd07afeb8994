// The records of processing list every table the personal-data inventory lists
// (private.personal_data_inventory, the list export and erasure work from; docs/privacy/
// export-and-erasure.md#the-inventory-one-list-of-where-a-person-is-held), read from the migrated
// database: a table that joins the inventory fails here until docs/privacy/records-of-processing.md
// records it, and a recorded table that no longer exists fails too.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../supabase/local/db/index.ts';
import { openTempDatabase, type TempDatabase } from '../database/support/temp-database.ts';

const RECORDS = 'docs/privacy/records-of-processing.md';
const SECTION = '## Every table that holds personal data';

/** The `schema.table` names in the first column of the records' table of tables, in order. */
export function recordedTables(markdown: string): string[] {
  const start = markdown.indexOf(`\n${SECTION}\n`);
  if (start < 0) throw new Error(`${RECORDS} has no "${SECTION}" section`);
  const rest = markdown.slice(start + SECTION.length + 2);
  const section = rest.slice(0, rest.search(/\n## |$/));
  return [...section.matchAll(/^\| `([a-z_]+\.[a-z_]+)` /gm)].map((match) => match[1]!);
}

let temp: TempDatabase;
let db: Database;
beforeAll(async () => {
  temp = await openTempDatabase('records-of-processing');
  db = temp.db;
});
afterAll(async () => temp?.dispose());

async function inventoryTables(): Promise<string[]> {
  const { rows } = await db.query<{ name: string }>(
    `select distinct table_schema || '.' || table_name as name
       from private.personal_data_inventory order by 1`,
  );
  return rows.map((row) => row.name);
}

describe('the records of processing', () => {
  const recorded = recordedTables(readFileSync(RECORDS, 'utf8'));

  it('record every table the inventory lists, each once', async () => {
    const inventory = await inventoryTables();
    expect(inventory.length).toBeGreaterThan(20);
    expect(inventory.filter((table) => !recorded.includes(table))).toEqual([]);
    expect(recorded.filter((table, index) => recorded.indexOf(table) !== index)).toEqual([]);
  });

  it('record only tables the migrated database has', async () => {
    const { rows } = await db.query<{ name: string }>(
      `select table_schema || '.' || table_name as name from information_schema.tables
        where table_type = 'BASE TABLE'`,
    );
    const existing = new Set(rows.map((row) => row.name));
    expect(recorded.filter((table) => !existing.has(table))).toEqual([]);
  });

  it('fail for a table that joins the inventory unrecorded', async () => {
    await db.query(`create table public.records_probe (guest_email text)`);
    await db.query(
      `insert into private.personal_data_inventory
         (table_schema, table_name, column_name, finds_by, erased_by, exported, note)
       values ('public', 'records_probe', 'guest_email', 'email', 'delete', true, 'A probe.')`,
    );
    try {
      const inventory = await inventoryTables();
      expect(inventory.filter((table) => !recorded.includes(table))).toEqual([
        'public.records_probe',
      ]);
    } finally {
      await db.query(
        `delete from private.personal_data_inventory where table_name = 'records_probe'`,
      );
      await db.query(`drop table public.records_probe`);
    }
  });
});

describe('recordedTables', () => {
  it('reads the first column of the section only', () => {
    const markdown = [
      '# Records',
      '| `public.elsewhere` | before |',
      SECTION,
      '',
      '| Table | What |',
      '| --- | --- |',
      '| `public.contacts` | the contact |',
      '| `private.submission_log` | a network address |',
      '| not `public.a_table` | prose |',
      '## Next',
      '| `public.after` | after |',
    ].join('\n');
    expect(recordedTables(markdown)).toEqual(['public.contacts', 'private.submission_log']);
  });
});
