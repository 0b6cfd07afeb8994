// The catalogue facts REST needs, read from pg_catalog: relations and their columns, primary
// keys, foreign keys and functions of the exposed schema. Every identifier a request uses is
// checked against this cache, and SQL is only ever built from names found here.
import type { Database } from '../db/index.ts';

export const EXPOSED_SCHEMA = 'public';

export interface ColumnInfo {
  name: string;
  /** Schema-qualified SQL type, e.g. `text`, `uuid[]`, `public.request_status`. */
  type: string;
}

export interface RelationInfo {
  name: string;
  isView: boolean;
  columns: Map<string, ColumnInfo>;
  /** Column names in table order (what `*` expands to). */
  columnOrder: string[];
  primaryKey: string[];
}

export interface ForeignKey {
  constraint: string;
  table: string;
  columns: string[];
  refTable: string;
  refColumns: string[];
}

export interface FunctionArg {
  name: string;
  type: string;
  hasDefault: boolean;
}

export interface FunctionInfo {
  name: string;
  args: FunctionArg[];
  returnsSet: boolean;
  /** composite: a row type; record: RETURNS TABLE / OUT parameters; void; scalar: anything else. */
  returnKind: 'scalar' | 'composite' | 'record' | 'void';
  volatile: boolean;
}

export interface SchemaCache {
  relations: Map<string, RelationInfo>;
  foreignKeys: ForeignKey[];
  functions: Map<string, FunctionInfo[]>;
}

const RELATIONS_SQL = `
  select c.relname as relation, c.relkind::text as kind, a.attname as column_name,
         format_type(a.atttypid, a.atttypmod) as type
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
   where n.nspname = $1 and c.relkind in ('r', 'v', 'm', 'f', 'p')
   order by c.relname, a.attnum`;

const PRIMARY_KEYS_SQL = `
  select c.relname as relation, array_agg(a.attname::text order by k.ord) as columns
    from pg_index i
    join pg_class c on c.oid = i.indrelid
    join pg_namespace n on n.oid = c.relnamespace
    cross join lateral unnest(i.indkey) with ordinality as k(attnum, ord)
    join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum
   where n.nspname = $1 and i.indisprimary
   group by c.relname`;

const FOREIGN_KEYS_SQL = `
  select con.conname as constraint_name, c.relname as table_name, rc.relname as ref_table,
         array(select a.attname::text from unnest(con.conkey) with ordinality k(n, o)
                 join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.n order by k.o) as columns,
         array(select a.attname::text from unnest(con.confkey) with ordinality k(n, o)
                 join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.n order by k.o) as ref_columns
    from pg_constraint con
    join pg_class c on c.oid = con.conrelid
    join pg_namespace n on n.oid = c.relnamespace
    join pg_class rc on rc.oid = con.confrelid
    join pg_namespace rn on rn.oid = rc.relnamespace
   where con.contype = 'f' and n.nspname = $1 and rn.nspname = $1`;

const FUNCTIONS_SQL = `
  select p.proname as name, p.proretset as returns_set, p.pronargs as nargs,
         p.pronargdefaults as ndefaults, p.provolatile::text = 'v' as volatile,
         coalesce(p.proargnames, '{}'::text[]) as arg_names,
         coalesce(p.proargmodes::text[], '{}'::text[]) as arg_modes,
         array(select format_type(t, null) from unnest(p.proargtypes) as t) as in_types,
         rt.typname as return_type_name, rt.typtype::text as return_type_kind
    from pg_proc p
    join pg_namespace n on n.oid = p.pronamespace
    join pg_type rt on rt.oid = p.prorettype
   where n.nspname = $1 and p.prokind = 'f'`;

interface FunctionRow {
  name: string;
  returns_set: boolean;
  nargs: number;
  ndefaults: number;
  volatile: boolean;
  arg_names: string[];
  arg_modes: string[];
  in_types: string[];
  return_type_name: string;
  return_type_kind: string;
}

function toFunctionInfo(row: FunctionRow): FunctionInfo {
  // Names of input arguments only: modes i (in), b (inout), v (variadic); no modes = all in.
  const inputNames =
    row.arg_modes.length === 0
      ? row.arg_names.slice(0, row.nargs)
      : row.arg_names.filter((_, index) => ['i', 'b', 'v'].includes(row.arg_modes[index] ?? 'i'));
  const args = row.in_types.map((type, index) => ({
    name: inputNames[index] ?? '',
    type,
    hasDefault: index >= row.nargs - row.ndefaults,
  }));
  let returnKind: FunctionInfo['returnKind'] = 'scalar';
  if (row.return_type_name === 'void') returnKind = 'void';
  else if (row.return_type_kind === 'c') returnKind = 'composite';
  else if (row.return_type_name === 'record') returnKind = 'record';
  return { name: row.name, args, returnsSet: row.returns_set, returnKind, volatile: row.volatile };
}

export async function loadSchemaCache(db: Database): Promise<SchemaCache> {
  return db.transaction(async (tx) => {
    // With only pg_catalog on the path, format_type() qualifies every user-defined type.
    await tx.query(`select set_config('search_path', 'pg_catalog', true)`);
    const relations = new Map<string, RelationInfo>();
    const columns = await tx.query<{
      relation: string;
      kind: string;
      column_name: string;
      type: string;
    }>(RELATIONS_SQL, [EXPOSED_SCHEMA]);
    for (const row of columns.rows) {
      let relation = relations.get(row.relation);
      if (!relation) {
        relation = {
          name: row.relation,
          isView: row.kind === 'v' || row.kind === 'm',
          columns: new Map(),
          columnOrder: [],
          primaryKey: [],
        };
        relations.set(row.relation, relation);
      }
      relation.columns.set(row.column_name, { name: row.column_name, type: row.type });
      relation.columnOrder.push(row.column_name);
    }
    const keys = await tx.query<{ relation: string; columns: string[] }>(PRIMARY_KEYS_SQL, [
      EXPOSED_SCHEMA,
    ]);
    for (const row of keys.rows) {
      const relation = relations.get(row.relation);
      if (relation) relation.primaryKey = row.columns;
    }
    const fks = await tx.query<{
      constraint_name: string;
      table_name: string;
      ref_table: string;
      columns: string[];
      ref_columns: string[];
    }>(FOREIGN_KEYS_SQL, [EXPOSED_SCHEMA]);
    const foreignKeys = fks.rows.map((row) => ({
      constraint: row.constraint_name,
      table: row.table_name,
      columns: row.columns,
      refTable: row.ref_table,
      refColumns: row.ref_columns,
    }));
    const functions = new Map<string, FunctionInfo[]>();
    const procs = await tx.query<FunctionRow>(FUNCTIONS_SQL, [EXPOSED_SCHEMA]);
    for (const row of procs.rows) {
      const info = toFunctionInfo(row);
      functions.set(info.name, [...(functions.get(info.name) ?? []), info]);
    }
    return { relations, foreignKeys, functions };
  });
}

/** Keeps the cache, reloading it (at most every few seconds) when a name is not found. */
export function createSchemaCacheHolder(db: Database, minReloadMs = 2000) {
  let current: Promise<SchemaCache> | undefined;
  let loadedAt = 0;
  const load = () => {
    loadedAt = Date.now();
    current = loadSchemaCache(db);
    current.catch(() => {
      current = undefined;
    });
    return current;
  };
  return {
    get: (): Promise<SchemaCache> => current ?? load(),
    /** Reloads when the cache is older than minReloadMs; returns the fresh or current cache. */
    refreshIfStale: (): Promise<SchemaCache> =>
      Date.now() - loadedAt >= minReloadMs || !current ? load() : current,
  };
}

export type SchemaCacheHolder = ReturnType<typeof createSchemaCacheHolder>;
