// A consistent copy of every row, taken online: one read-only repeatable-read transaction sees one
// moment of the database while the site goes on writing (on PGlite the transaction also holds its
// one connection, so writes wait the second or two it takes). Rows are JSON lines, one table at a
// time, which PGlite and PostgreSQL both read back with jsonb_populate_recordset. Each table's
// lines go to a file as soon as they are read (saveRows), so neither the server's memory nor its
// answer to `npm run backup` holds every row at once.
import type { Database, Tx } from '../db/index.ts';

export interface TableRows {
  schema: string;
  name: string;
  /** The columns stored (generated columns are computed again on restore). */
  columns: string[];
  rows: number;
  /** The file of its rows, one JSON object per line (empty for an empty table), as saveRows named it. */
  path: string;
}

/** Keeps one table's rows (the `index`th table) and answers the file it wrote them to. */
export type SaveRows = (index: number, ndjson: string) => string;

export interface SequenceValue {
  schema: string;
  name: string;
  /** null when the sequence was never used. */
  lastValue: string | null;
}

/** A storage.objects row: the file it names and what its bytes were when it was stored. */
export interface ObjectRef {
  bucket: string;
  name: string;
  /** The upload's MD5 (Storage's eTag), when the row has one. */
  md5: string | null;
  size: number | null;
}

export interface DatabaseSnapshot {
  engine: Database['kind'];
  migrations: string[];
  tables: TableRows[];
  sequences: SequenceValue[];
  objects: ObjectRef[];
}

/** Schemas Postgres itself owns; everything else (public, auth, storage, private, …) is data. */
const OWN_SCHEMAS = `n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'`;
/** Objects an extension created are the extension's, made again by it. */
const NOT_FROM_EXTENSION = (objectId: string) =>
  `not exists (select 1 from pg_depend d where d.classid = 'pg_class'::regclass
     and d.objid = ${objectId} and d.deptype = 'e')`;

export const quoteIdent = (name: string): string => `"${name.replaceAll('"', '""')}"`;
export const qualified = (schema: string, name: string): string =>
  `${quoteIdent(schema)}.${quoteIdent(name)}`;

/** The tables whose rows a backup holds, with their stored columns, in a stable order. */
export async function listTables(
  tx: Pick<Tx, 'query'>,
): Promise<{ schema: string; name: string; columns: string[] }[]> {
  const { rows } = await tx.query<{ schema: string; name: string; columns: string[] }>(
    `select n.nspname::text as schema, c.relname::text as name,
            array(select a.attname::text from pg_attribute a
                  where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
                    and a.attgenerated = ''
                  order by a.attnum) as columns
     from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind = 'r' and ${OWN_SCHEMAS} and ${NOT_FROM_EXTENSION('c.oid')}
     order by 1, 2`,
  );
  return rows;
}

export async function listSequences(tx: Pick<Tx, 'query'>): Promise<SequenceValue[]> {
  const { rows } = await tx.query<{ schema: string; name: string; last_value: string | null }>(
    `select s.schemaname::text as schema, s.sequencename::text as name,
            s.last_value::text as last_value
     from pg_sequences s
     join pg_namespace n on n.nspname = s.schemaname
     join pg_class c on c.relnamespace = n.oid and c.relname = s.sequencename
     where ${OWN_SCHEMAS} and ${NOT_FROM_EXTENSION('c.oid')}
     order by 1, 2`,
  );
  return rows.map((row) => ({ schema: row.schema, name: row.name, lastValue: row.last_value }));
}

export async function appliedMigrations(tx: Pick<Tx, 'query'>): Promise<string[]> {
  const { rows } = await tx.query<{ version: string }>(
    `select version::text as version from supabase_migrations.schema_migrations order by version`,
  );
  return rows.map((row) => row.version);
}

export async function snapshotDatabase(
  db: Database,
  saveRows: SaveRows,
): Promise<DatabaseSnapshot> {
  return db.transaction(async (tx) => {
    await tx.query('set transaction isolation level repeatable read, read only');
    const tables: TableRows[] = [];
    for (const [index, table] of (await listTables(tx)).entries()) {
      const columns = table.columns.map(quoteIdent).join(', ');
      // One text value per table: far cheaper through PGlite than one JS object per row.
      const { rows } = await tx.query<{ rows: number; ndjson: string }>(
        `select count(*)::int as rows, coalesce(string_agg(row_to_json(r)::text, E'\\n'), '') as ndjson
         from (select ${columns} from ${qualified(table.schema, table.name)}) r`,
      );
      const file = saveRows(index, rows[0]?.ndjson ?? '');
      tables.push({ ...table, rows: rows[0]?.rows ?? 0, path: file });
    }
    const { rows: objects } = await tx.query<ObjectRef>(
      `select bucket_id as bucket, name,
              trim(both '"' from metadata->>'eTag') as md5,
              (metadata->>'size')::bigint::float8 as size
       from storage.objects order by bucket_id, name`,
    );
    return {
      engine: db.kind,
      migrations: await appliedMigrations(tx),
      tables,
      sequences: await listSequences(tx),
      objects,
    };
  });
}
