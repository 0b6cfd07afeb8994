// The catalogue facts REST needs, read from pg_catalog the way PostgREST reads them: relations
// and their columns, keys, relationships (foreign keys, one-to-one, many-to-many through a
// junction, through views, computed), functions and computed fields of one exposed schema (each
// schema of PGRST_DB_SCHEMAS has its own cache, see index.ts). Every identifier a request uses is
// checked against this cache before SQL is built from it.
import type { Database, Tx } from '../db/index.ts';
import {
  deriveRelationships,
  type ForeignKeyRow,
  type Relationship,
  type ViewKeyDependencyRow,
} from './relationships.ts';
import { loadRestSettings, type RestSettings } from './settings.ts';

/** The default exposed schema (PostgREST's db-schemas default). */
export const EXPOSED_SCHEMA = 'public';

export interface ColumnInfo {
  name: string;
  /** SQL type as format_type() writes it (user types schema-qualified), e.g. `text`, `public.stage`. */
  type: string;
  /** The underlying type's name, through domains: `jsonb`, `tsvector`, `int4`, … */
  baseType: string;
}

export interface RelationInfo {
  /** The exposed schema it belongs to. */
  schema: string;
  name: string;
  isView: boolean;
  columns: Map<string, ColumnInfo>;
  /** Column names in table order (what `*` expands to). */
  columnOrder: string[];
  primaryKey: string[];
}

export interface FunctionArg {
  /** '' for an unnamed parameter. */
  name: string;
  type: string;
  hasDefault: boolean;
  variadic: boolean;
}

export interface FunctionInfo {
  /** The exposed schema it belongs to. */
  schema: string;
  name: string;
  args: FunctionArg[];
  returnsSet: boolean;
  /** composite: a row type; record: RETURNS TABLE / OUT parameters; void; scalar: anything else. */
  returnKind: 'scalar' | 'composite' | 'record' | 'void';
  /** The relation whose row type it returns (so the result can embed that relation's relationships). */
  returnRelation?: string;
  /** RETURNS TABLE / OUT columns, in order. */
  outColumns: ColumnInfo[];
  volatile: boolean;
  /** `rows 1` on a set-returning function: a computed relationship to one row. */
  singleRow: boolean;
  /**
   * Whether /rpc can call it, as PostgREST's schema cache decides: every parameter named, or a
   * single unnamed one of type bytea, json, jsonb, text or xml (`f(int)` is not callable).
   */
  callable: boolean;
}

/** A function taking one row of `relation` and returning a scalar: usable as a column. */
export interface ComputedField {
  name: string;
  returnType: string;
  baseType: string;
}

export interface SchemaCache {
  /** The exposed schema this cache describes. */
  schema: string;
  relations: Map<string, RelationInfo>;
  /** By origin relation name. */
  relationships: Map<string, Relationship[]>;
  functions: Map<string, FunctionInfo[]>;
  /** By relation name, then field name. */
  computedFields: Map<string, Map<string, ComputedField>>;
  settings: RestSettings;
}

const RELATIONS_SQL = `
  select c.relname as relation, c.relkind::text as kind, a.attname as column_name,
         format_type(a.atttypid, a.atttypmod) as type,
         coalesce(bt.typname, t.typname) as base_type
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
    join pg_type t on t.oid = a.atttypid
    left join pg_type bt on t.typtype = 'd' and bt.oid = t.typbasetype
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

/** PostgREST's allM2OandO2ORels: foreign keys, one_to_one when the key columns are unique. */
const FOREIGN_KEYS_SQL = `
  with pks_uniques_cols as (
    select conrelid, array_agg(key order by key) as cols
      from pg_constraint, lateral unnest(conkey) as _(key)
     where contype in ('p', 'u') and connamespace <> 'pg_catalog'::regnamespace
     group by oid, conrelid
  )
  select tab.relname as table_name, other.relname as foreign_table_name,
         traint.conname as constraint_name,
         column_info.cols_and_fcols,
         (column_info.cols in (select cols from pks_uniques_cols where conrelid = traint.conrelid)) as one_to_one
    from pg_constraint traint
    join lateral (
      select json_agg(json_build_array(cols.attname, refs.attname) order by ord) as cols_and_fcols,
             array_agg(cols.attnum order by cols.attnum) as cols
        from unnest(traint.conkey, traint.confkey) with ordinality as _(col, ref, ord)
        join pg_attribute cols on cols.attrelid = traint.conrelid and cols.attnum = col
        join pg_attribute refs on refs.attrelid = traint.confrelid and refs.attnum = ref
    ) as column_info on true
    join pg_class tab on tab.oid = traint.conrelid
    join pg_class other on other.oid = traint.confrelid
   where traint.contype = 'f' and traint.conparentid = 0
     and tab.relnamespace = $1::text::regnamespace and other.relnamespace = $1::text::regnamespace
   order by traint.conrelid, traint.conname`;

/**
 * PostgREST's allViewsKeyDependencies: which primary-key and foreign-key columns of tables each
 * view passes through, read from the view's stored query tree, so embedding works through views.
 */
const VIEW_KEY_DEPENDENCIES_SQL = `
  with recursive
  pks_fks as (
    select contype::text as contype, conname, array_length(conkey, 1) as ncol,
           conrelid as resorigtbl, col as resorigcol, ord
      from pg_constraint
      left join lateral unnest(conkey) with ordinality as _(col, ord) on true
     where contype in ('p', 'f')
    union
    select concat(contype, '_ref') as contype, conname, array_length(confkey, 1) as ncol,
           confrelid, col, ord
      from pg_constraint
      left join lateral unnest(confkey) with ordinality as _(col, ord) on true
     where contype = 'f'
  ),
  views as (
    select c.oid as view_id, c.relnamespace as view_schema_id, c.relname as view_name,
           r.ev_action as view_definition
      from pg_class c
      join pg_rewrite r on r.ev_class = c.oid
     where c.relkind in ('v', 'm') and c.relnamespace = $1::text::regnamespace
  ),
  transform_json as (
    select view_id, view_schema_id, view_name,
      replace(replace(replace(replace(replace(replace(replace(regexp_replace(replace(replace(
      replace(replace(replace(replace(replace(replace(replace(replace(replace(
        view_definition::text,
        '<>', '()'),
        ',', ''),
        E'\\\\{', ''),
        E'\\\\}', ''),
        ' :targetList ', ',"targetList":'),
        ' :resno ', ',"resno":'),
        ' :resorigtbl ', ',"resorigtbl":'),
        ' :resorigcol ', ',"resorigcol":'),
        '{', '{ :'),
        '((', '{(('),
        '({', '{({'),
        ' :[^}{,]+', ',"":', 'g'),
        ',"":}', '}'),
        ',"":,', ','),
        '{(', '('),
        '{,', '{'),
        '(', '['),
        ')', ']'),
        ' ', ',')::json as view_definition
      from views
  ),
  target_entries as (
    select view_id, view_schema_id, view_name,
           json_array_elements(view_definition->0->'targetList') as entry
      from transform_json
  ),
  results as (
    select view_id, view_schema_id, view_name,
           (entry->>'resno')::int as view_column,
           (entry->>'resorigtbl')::oid as resorigtbl,
           (entry->>'resorigcol')::int as resorigcol
      from target_entries
  ),
  recursion(view_id, view_schema_id, view_name, view_column, resorigtbl, resorigcol, is_cycle, path) as (
    select r.*, false, array[resorigtbl] from results r
    union all
    select view.view_id, view.view_schema_id, view.view_name, view.view_column,
           tab.resorigtbl, tab.resorigcol, tab.resorigtbl = any(path), path || tab.resorigtbl
      from recursion view
      join results tab on view.resorigtbl = tab.view_id and view.resorigcol = tab.view_column
     where not is_cycle
  ),
  repeated_references as (
    select view_id, view_name, resorigtbl, resorigcol, array_agg(attname::text) as view_columns
      from recursion
      join pg_attribute vcol on vcol.attrelid = view_id and vcol.attnum = view_column
     group by view_id, view_name, resorigtbl, resorigcol
  )
  select tbl.relname as table_name, rep.view_name, pks_fks.conname as constraint_name,
         pks_fks.contype as constraint_type,
         json_agg(json_build_array(col.attname, to_json(view_columns)) order by pks_fks.ord) as column_dependencies
    from repeated_references rep
    join pks_fks using (resorigtbl, resorigcol)
    join pg_class tbl on tbl.oid = rep.resorigtbl
    join pg_attribute col on col.attrelid = tbl.oid and col.attnum = rep.resorigcol
   where tbl.relnamespace = $1::text::regnamespace
   group by tbl.relname, rep.view_name, pks_fks.conname, pks_fks.contype, pks_fks.ncol
  having pks_fks.ncol = count(*)`;

const FUNCTIONS_SQL = `
  select p.proname as name, p.proretset as returns_set, p.pronargs as nargs,
         p.pronargdefaults as ndefaults, p.provolatile::text = 'v' as volatile,
         p.prorows = 1 as single_row, p.provariadic <> 0 as is_variadic,
         coalesce(p.proargnames, '{}'::text[]) as arg_names,
         coalesce(p.proargmodes::text[], '{}'::text[]) as arg_modes,
         array(select format_type(t, null) from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) as t) as all_types,
         array(select coalesce(bt.typname, ty.typname)::text
                 from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality as u(t, o)
                 join pg_type ty on ty.oid = u.t
                 left join pg_type bt on ty.typtype = 'd' and bt.oid = ty.typbasetype
                order by u.o) as all_base_types,
         array(select format_type(t, null) from unnest(p.proargtypes) as t) as in_types,
         rt.typname as return_type_name, rt.typtype::text as return_type_kind,
         format_type(p.prorettype, null) as return_type,
         coalesce(rbt.typname, rt.typname) as return_base_type,
         rc.relname as return_relation,
         (rc.relnamespace = n.oid) as return_relation_exposed,
         ac.relname as first_arg_relation,
         (ac.relnamespace = n.oid) as first_arg_exposed
    from pg_proc p
    join pg_namespace n on n.oid = p.pronamespace
    join pg_type rt on rt.oid = p.prorettype
    left join pg_type rbt on rt.typtype = 'd' and rbt.oid = rt.typbasetype
    left join pg_class rc on rc.oid = rt.typrelid and rc.relkind in ('r', 'v', 'm', 'f', 'p')
    left join pg_type at on p.pronargs >= 1 and at.oid = p.proargtypes[0]
    left join pg_class ac on ac.oid = at.typrelid and ac.relkind in ('r', 'v', 'm', 'f', 'p')
   where n.nspname = $1 and p.prokind = 'f' and p.prorettype <> 'trigger'::regtype`;

interface FunctionRow {
  name: string;
  returns_set: boolean;
  nargs: number;
  ndefaults: number;
  volatile: boolean;
  single_row: boolean;
  is_variadic: boolean;
  arg_names: string[];
  arg_modes: string[];
  all_types: string[];
  all_base_types: string[];
  in_types: string[];
  return_type_name: string;
  return_type_kind: string;
  return_type: string;
  return_base_type: string;
  return_relation: string | null;
  return_relation_exposed: boolean | null;
  first_arg_relation: string | null;
  first_arg_exposed: boolean | null;
}

function toFunctionInfo(row: FunctionRow, schema: string): FunctionInfo {
  // Input arguments have modes i (in), b (inout), v (variadic); no modes means all are in.
  const modes = row.arg_modes.length === 0 ? row.all_types.map(() => 'i') : row.arg_modes;
  const inputNames = row.arg_names.filter((_, index) =>
    ['i', 'b', 'v'].includes(modes[index] ?? 'i'),
  );
  const args = row.in_types.map((type, index) => ({
    name: inputNames[index] ?? '',
    type,
    hasDefault: index >= row.nargs - row.ndefaults,
    variadic: row.is_variadic && index === row.nargs - 1,
  }));
  const unnamed = args.filter((arg) => arg.name === '').length;
  const callable =
    unnamed === 0 ||
    (unnamed === 1 && ['bytea', 'json', 'jsonb', 'text', 'xml'].includes(args[0]?.type ?? ''));
  const outColumns = row.all_types
    .map((type, index) => ({
      name: row.arg_names[index] ?? '',
      type,
      baseType: row.all_base_types[index] ?? type,
      mode: modes[index],
    }))
    .filter((column) => column.mode === 't' || column.mode === 'o' || column.mode === 'b')
    .map(({ name, type, baseType }) => ({ name, type, baseType }));
  let returnKind: FunctionInfo['returnKind'] = 'scalar';
  if (row.return_type_name === 'void') returnKind = 'void';
  else if (row.return_type_kind === 'c') returnKind = 'composite';
  else if (row.return_type_name === 'record') returnKind = 'record';
  const info: FunctionInfo = {
    schema,
    name: row.name,
    args,
    returnsSet: row.returns_set,
    returnKind,
    outColumns,
    volatile: row.volatile,
    singleRow: row.single_row || !row.returns_set,
    callable,
  };
  if (row.return_relation && row.return_relation_exposed) info.returnRelation = row.return_relation;
  return info;
}

async function loadRelations(tx: Tx, schema: string): Promise<Map<string, RelationInfo>> {
  const relations = new Map<string, RelationInfo>();
  const columns = await tx.query<{
    relation: string;
    kind: string;
    column_name: string;
    type: string;
    base_type: string;
  }>(RELATIONS_SQL, [schema]);
  for (const row of columns.rows) {
    let relation = relations.get(row.relation);
    if (!relation) {
      relation = {
        schema,
        name: row.relation,
        isView: row.kind === 'v' || row.kind === 'm',
        columns: new Map(),
        columnOrder: [],
        primaryKey: [],
      };
      relations.set(row.relation, relation);
    }
    relation.columns.set(row.column_name, {
      name: row.column_name,
      type: row.type,
      baseType: row.base_type,
    });
    relation.columnOrder.push(row.column_name);
  }
  const keys = await tx.query<{ relation: string; columns: string[] }>(PRIMARY_KEYS_SQL, [schema]);
  for (const row of keys.rows) {
    const relation = relations.get(row.relation);
    if (relation) relation.primaryKey = row.columns;
  }
  return relations;
}

export async function loadSchemaCache(
  db: Database,
  schema: string = EXPOSED_SCHEMA,
): Promise<SchemaCache> {
  return db.transaction(async (tx) => {
    // With only pg_catalog on the path, format_type() qualifies every user-defined type.
    await tx.query(`select set_config('search_path', 'pg_catalog', true)`);
    const relations = await loadRelations(tx, schema);
    const foreignKeys = (await tx.query<ForeignKeyRow>(FOREIGN_KEYS_SQL, [schema])).rows;
    const viewKeys = (await tx.query<ViewKeyDependencyRow>(VIEW_KEY_DEPENDENCIES_SQL, [schema]))
      .rows;
    const functions = new Map<string, FunctionInfo[]>();
    const computedFields = new Map<string, Map<string, ComputedField>>();
    const computedRelationships: { origin: string; target: string; fn: FunctionInfo }[] = [];
    const procs = await tx.query<FunctionRow>(FUNCTIONS_SQL, [schema]);
    for (const row of procs.rows) {
      const info = toFunctionInfo(row, schema);
      if (info.callable) functions.set(info.name, [...(functions.get(info.name) ?? []), info]);
      if (row.nargs !== 1 || !row.first_arg_relation || !row.first_arg_exposed) continue;
      if (info.returnRelation) {
        computedRelationships.push({
          origin: row.first_arg_relation,
          target: info.returnRelation,
          fn: info,
        });
      } else if (info.returnKind === 'scalar') {
        const fields = computedFields.get(row.first_arg_relation) ?? new Map();
        fields.set(info.name, {
          name: info.name,
          returnType: row.return_type,
          baseType: row.return_base_type,
        });
        computedFields.set(row.first_arg_relation, fields);
      }
    }
    const relationships = deriveRelationships(
      relations,
      foreignKeys,
      viewKeys,
      computedRelationships,
    );
    const settings = await loadRestSettings(tx);
    return { schema, relations, relationships, functions, computedFields, settings };
  });
}

/** Keeps the cache, reloading it (at most every few seconds) when a name is not found. */
export function createSchemaCacheHolder(
  db: Database,
  minReloadMs = 2000,
  schema: string = EXPOSED_SCHEMA,
) {
  let current: Promise<SchemaCache> | undefined;
  let loadedAt = 0;
  let settingsReadAt = 0;
  const load = () => {
    loadedAt = Date.now();
    settingsReadAt = loadedAt;
    current = loadSchemaCache(db, schema);
    current.catch(() => {
      current = undefined;
    });
    return current;
  };
  const get = (): Promise<SchemaCache> => current ?? load();
  return {
    get,
    /** Reloads when the cache is older than minReloadMs; returns the fresh or current cache. */
    refreshIfStale: (): Promise<SchemaCache> =>
      Date.now() - loadedAt >= minReloadMs || !current ? load() : current,
    /** Re-reads the in-database settings when they are older than minReloadMs (they are cheap). */
    async refreshSettings(): Promise<SchemaCache> {
      const cache = await get();
      if (Date.now() - settingsReadAt >= minReloadMs) {
        settingsReadAt = Date.now();
        cache.settings = await db.transaction((tx) => loadRestSettings(tx));
      }
      return cache;
    },
  };
}

export type SchemaCacheHolder = ReturnType<typeof createSchemaCacheHolder>;
