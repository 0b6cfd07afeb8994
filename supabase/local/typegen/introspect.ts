// Reads one schema's tables, views, functions, enums and composite types from the catalogue of a
// migrated database, resolving every Postgres type to the TypeScript that postgres-meta (behind
// `supabase gen types typescript`) prints for it. One addition: a text domain whose check lists its
// values (the value lists of 20251121000100_foundations.sql) is rendered like an enum.
import type { Tx } from '../db/types.ts';
import { valuesOfDomainCheck } from './domain-check.ts';
import type {
  ColumnModel,
  FunctionModel,
  RelationModel,
  RelationshipModel,
  SchemaModel,
} from './model.ts';

/** A pg_type row as introspectSchema reads it. */
interface PgTypeRow {
  oid: number;
  name: string;
  schema: string;
  /** b base, c composite, d domain, e enum, p pseudo, r range, m multirange */
  kind: string;
  category: string;
  element: number;
  base: number;
  relation: number;
}

interface PgType extends PgTypeRow {
  /** A domain whose check lists its values: typed as that list, like an enum. */
  listed?: boolean;
}

const NUMBER_TYPES = new Set(['int2', 'int4', 'int8', 'float4', 'float8', 'numeric', 'oid']);
const STRING_TYPES = new Set([
  'bytea',
  'bpchar',
  'varchar',
  'text',
  'citext',
  'uuid',
  'date',
  'time',
  'timetz',
  'timestamp',
  'timestamptz',
  'interval',
  'inet',
  'cidr',
  'macaddr',
  'tsvector',
  'tsquery',
  'name',
  'char',
  'money',
  'xml',
  'bit',
  'varbit',
  'ltree',
]);

/** The TypeScript type of a Postgres type, as postgres-meta writes it. */
export function tsTypeOf(
  oid: number,
  types: Map<number, PgType>,
  columnsOfRelation: (relationOid: number) => ColumnModel[],
  schema: string,
): string {
  const type = types.get(oid);
  if (!type) return 'unknown';
  if (type.category === 'A' && type.element) {
    return `${wrapForArray(tsTypeOf(type.element, types, columnsOfRelation, schema))}[]`;
  }
  if (type.kind === 'd' && !type.listed) {
    return tsTypeOf(type.base, types, columnsOfRelation, schema);
  }
  if (type.kind === 'e' || type.kind === 'd') {
    return `Database[${JSON.stringify(type.schema)}]["Enums"][${JSON.stringify(type.name)}]`;
  }
  if (type.kind === 'c' && type.relation) {
    const columns = columnsOfRelation(type.relation);
    if (!columns.length) return 'Record<string, unknown>';
    return `{ ${columns.map((c) => `${JSON.stringify(c.name)}: ${c.type}${c.nullable ? ' | null' : ''}`).join('; ')} }`;
  }
  if (type.name === 'bool') return 'boolean';
  if (NUMBER_TYPES.has(type.name)) return 'number';
  if (STRING_TYPES.has(type.name)) return 'string';
  if (type.name === 'json' || type.name === 'jsonb') return 'Json';
  if (type.name === 'void') return 'undefined';
  if (type.name === 'record') return 'Record<string, unknown>';
  return 'unknown';
}

function wrapForArray(type: string): string {
  return /^[\w.$"[\]]+$/.test(type) ? type : `(${type})`;
}

export async function introspectSchema(db: Tx, schema = 'public'): Promise<SchemaModel> {
  const typeRows = await db.query<PgTypeRow>(
    `select t.oid::int as oid, t.typname as name, n.nspname as schema, t.typtype as kind,
            t.typcategory as category, t.typelem::int as element, t.typbasetype::int as base,
            t.typrelid::int as relation
       from pg_type t join pg_namespace n on n.oid = t.typnamespace`,
  );
  const types = new Map<number, PgType>(typeRows.rows.map((t) => [t.oid, t]));

  // Each domain's checks, in the order they were added; the first that lists values types it.
  const domainChecks = await db.query<{ oid: number; name: string; definition: string }>(
    `select t.oid::int as oid, t.typname as name, pg_get_constraintdef(c.oid) as definition
       from pg_type t join pg_namespace n on n.oid = t.typnamespace
       join pg_constraint c on c.contypid = t.oid and c.contype = 'c'
      where n.nspname = $1 and t.typtype = 'd'
      order by t.typname, c.oid`,
    [schema],
  );
  const domainLists: { name: string; values: string[] }[] = [];
  for (const check of domainChecks.rows) {
    const values = valuesOfDomainCheck(check.definition);
    const type = types.get(check.oid);
    if (!values || !type || type.listed) continue;
    type.listed = true;
    domainLists.push({ name: check.name, values });
  }

  const columnRows = await db.query<{
    relation: number;
    name: string;
    type: number;
    not_null: boolean;
    has_default: boolean;
    identity: string;
    generated: string;
  }>(
    `select a.attrelid::int as relation, a.attname as name, a.atttypid::int as type,
            a.attnotnull as not_null, a.atthasdef as has_default, a.attidentity as identity,
            a.attgenerated as generated
       from pg_attribute a
       join pg_class c on c.oid = a.attrelid
       join pg_namespace n on n.oid = c.relnamespace
      where a.attnum > 0 and not a.attisdropped and n.nspname = $1
        and c.relkind in ('r', 'p', 'v', 'm', 'c')
      order by a.attrelid, a.attnum`,
    [schema],
  );

  const columnCache = new Map<number, ColumnModel[]>();
  const columnsOf = (relation: number): ColumnModel[] => {
    const cached = columnCache.get(relation);
    if (cached) return cached;
    const columns: ColumnModel[] = [];
    columnCache.set(relation, columns);
    for (const row of columnRows.rows.filter((r) => r.relation === relation)) {
      const nullable = !row.not_null;
      columns.push({
        name: row.name,
        type: tsTypeOf(row.type, types, columnsOf, schema),
        nullable,
        optionalOnInsert: nullable || row.has_default || row.identity !== '',
        generated: row.generated === 's' || row.identity === 'a',
      });
    }
    return columns;
  };

  const relationRows = await db.query<{ oid: number; name: string; kind: string }>(
    `select c.oid::int as oid, c.relname as name, c.relkind as kind
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = $1 and c.relkind in ('r', 'p', 'v', 'm')
      order by c.relname`,
    [schema],
  );

  const foreignKeys = await db.query<{
    name: string;
    relation: string;
    columns: string[];
    referenced: string;
    referenced_columns: string[];
    one_to_one: boolean;
  }>(
    `select con.conname as name, c.relname as relation,
            array(select a.attname from unnest(con.conkey) with ordinality k(num, ord)
                    join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.num
                   order by k.ord)::text[] as columns,
            rc.relname as referenced,
            array(select a.attname from unnest(con.confkey) with ordinality k(num, ord)
                    join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.num
                   order by k.ord)::text[] as referenced_columns,
            exists (select 1 from pg_constraint u
                     where u.conrelid = con.conrelid and u.contype in ('p', 'u')
                       and (select array_agg(x order by x) from unnest(u.conkey) x)
                         = (select array_agg(x order by x) from unnest(con.conkey) x)) as one_to_one
       from pg_constraint con
       join pg_class c on c.oid = con.conrelid
       join pg_namespace n on n.oid = c.relnamespace
       join pg_class rc on rc.oid = con.confrelid
       join pg_namespace rn on rn.oid = rc.relnamespace
      where con.contype = 'f' and n.nspname = $1 and rn.nspname = $1
      order by con.conname`,
    [schema],
  );

  const relations: RelationModel[] = relationRows.rows.map((relation) => {
    const relationships: RelationshipModel[] = foreignKeys.rows
      .filter((fk) => fk.relation === relation.name)
      .map((fk) => ({
        foreignKeyName: fk.name,
        columns: fk.columns,
        isOneToOne: fk.one_to_one,
        referencedRelation: fk.referenced,
        referencedColumns: fk.referenced_columns,
      }));
    const isView = relation.kind === 'v' || relation.kind === 'm';
    return {
      name: relation.name,
      kind: isView ? 'view' : 'table',
      // A view's columns carry no NOT NULL: postgres-meta prints them all nullable.
      columns: columnsOf(relation.oid).map((c) => (isView ? { ...c, nullable: true } : c)),
      relationships,
    };
  });

  const functionRows = await db.query<{
    name: string;
    arg_names: string[] | null;
    arg_modes: string[] | null;
    all_arg_types: number[] | null;
    arg_types: number[];
    defaults: number;
    returns: number;
    returns_set: boolean;
  }>(
    `select p.proname as name, p.proargnames as arg_names, p.proargmodes::text[] as arg_modes,
            p.proallargtypes::int[] as all_arg_types, p.proargtypes::int[] as arg_types,
            p.pronargdefaults as defaults, p.prorettype::int as returns, p.proretset as returns_set
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = $1 and p.prokind = 'f'
        and p.prorettype not in ('trigger'::regtype, 'event_trigger'::regtype)
        and not exists (select 1 from pg_depend d
                         where d.objid = p.oid and d.deptype = 'e')
      order by p.proname, p.oid`,
    [schema],
  );

  const functions: FunctionModel[] = [];
  for (const fn of functionRows.rows) {
    const allTypes = fn.all_arg_types ?? fn.arg_types;
    const modes = fn.arg_modes ?? allTypes.map(() => 'i');
    const names = fn.arg_names ?? [];
    const inputs: { name: string; type: number }[] = [];
    const outputs: { name: string; type: number }[] = [];
    allTypes.forEach((type, index) => {
      const mode = modes[index] ?? 'i';
      const name = names[index] ?? '';
      if (mode === 'i' || mode === 'b' || mode === 'v') inputs.push({ name, type });
      if (mode === 'o' || mode === 'b' || mode === 't') outputs.push({ name, type });
    });
    // Unnamed arguments cannot be passed by name over PostgREST; such functions are left out.
    if (inputs.some((arg) => !arg.name)) continue;
    const firstDefault = inputs.length - fn.defaults;
    const args = inputs.map((arg, index) => ({
      name: arg.name,
      type: tsTypeOf(arg.type, types, columnsOf, schema),
      optional: index >= firstDefault,
    }));
    let returns: string;
    if (outputs.length > 0 && (outputs.length > 1 || modes.includes('t'))) {
      returns = `{ ${outputs
        .map((o) => `${JSON.stringify(o.name)}: ${tsTypeOf(o.type, types, columnsOf, schema)}`)
        .join('; ')} }`;
    } else {
      returns = tsTypeOf(fn.returns, types, columnsOf, schema);
    }
    if (fn.returns_set) returns = `${wrapForArray(returns)}[]`;
    functions.push({ name: fn.name, args, returns });
  }

  const enumRows = await db.query<{ name: string; values: string[] }>(
    `select t.typname as name, array_agg(e.enumlabel order by e.enumsortorder)::text[] as values
       from pg_type t join pg_namespace n on n.oid = t.typnamespace
       join pg_enum e on e.enumtypid = t.oid
      where n.nspname = $1 group by t.typname order by t.typname`,
    [schema],
  );

  const compositeRows = await db.query<{ name: string; relation: number }>(
    `select t.typname as name, t.typrelid::int as relation
       from pg_type t join pg_namespace n on n.oid = t.typnamespace
       join pg_class c on c.oid = t.typrelid
      where n.nspname = $1 and t.typtype = 'c' and c.relkind = 'c' order by t.typname`,
    [schema],
  );

  return {
    name: schema,
    relations,
    functions,
    enums: [...enumRows.rows, ...domainLists],
    compositeTypes: compositeRows.rows.map((c) => ({
      name: c.name,
      attributes: columnsOf(c.relation).map((a) => ({ name: a.name, type: a.type })),
    })),
  };
}
