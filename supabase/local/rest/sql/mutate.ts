// Builds INSERT/UPSERT, UPDATE and DELETE the way PostgREST does: the JSON payload goes in as one
// parameter and json_populate_record(set) turns it into typed rows of the target relation.
import type { FilterNode } from '../ast.ts';
import { badQuery, columnNotFound, pgrstError } from '../errors.ts';
import type { ColumnInfo, ComputedField, RelationInfo } from '../schema-cache.ts';
import type { FieldScope } from './fields.ts';
import { filterSql } from './filters.ts';
import { qualified, quoteIdent, type ParamList } from './params.ts';

function columnOf(relation: RelationInfo, name: string): ColumnInfo {
  const column = relation.columns.get(name);
  if (!column) throw columnNotFound(relation.name, name);
  return column;
}

function whereParts(
  filters: FilterNode[],
  relation: RelationInfo,
  alias: string,
  params: ParamList,
  computed?: Map<string, ComputedField>,
): string[] {
  const scope: FieldScope = { alias, label: relation.name, columns: relation.columns };
  if (computed) scope.computed = computed;
  return filters.map((filter) => filterSql(filter, scope, params));
}

export interface InsertOptions {
  columns: string[];
  rows: Record<string, unknown>[];
  /** missing=default: keys a row lacks take the column default instead of NULL. */
  missingDefault: boolean;
  upsert?: { onConflict: string[]; resolution: 'merge-duplicates' | 'ignore-duplicates' };
  returning: Returning;
}

export function buildInsert(
  relation: RelationInfo,
  options: InsertOptions,
  params: ParamList,
): string {
  const alias = quoteIdent(relation.name);
  const target = qualified(relation.schema, relation.name);
  const columns = options.columns.map((name) => quoteIdent(columnOf(relation, name).name));
  const columnList = columns.join(', ');
  let sql: string;
  if (columns.length === 0) {
    if (options.rows.length !== 1)
      throw badQuery('Empty objects can only be inserted one at a time');
    sql = `insert into ${target} as ${alias} default values`;
  } else if (!options.missingDefault) {
    sql =
      `insert into ${target} as ${alias} (${columnList})` +
      ` select ${columnList} from json_populate_recordset(null::${target}, ${params.add(JSON.stringify(options.rows))}::json)`;
  } else {
    const values = options.rows.map((row) => {
      const record = `json_populate_record(null::${target}, ${params.add(JSON.stringify(row))}::json)`;
      const cells = options.columns.map((name) =>
        Object.hasOwn(row, name) ? `(${record}).${quoteIdent(name)}` : 'default',
      );
      return `(${cells.join(', ')})`;
    });
    sql = `insert into ${target} as ${alias} (${columnList}) values ${values.join(', ')}`;
  }
  if (options.upsert) {
    const conflict = options.upsert.onConflict.map((name) =>
      quoteIdent(columnOf(relation, name).name),
    );
    if (conflict.length === 0) {
      throw pgrstError(
        400,
        'PGRST100',
        `Upsert on '${relation.name}' needs on_conflict: the relation has no primary key`,
      );
    }
    sql += ` on conflict (${conflict.join(', ')})`;
    if (options.upsert.resolution === 'ignore-duplicates' || columns.length === 0)
      sql += ' do nothing';
    else
      sql +=
        ` do update set ${columns.map((column) => `${column} = excluded.${column}`).join(', ')}` +
        ` where ${countUpdatedRow}`;
  }
  return sql + returningSql(alias, options.returning);
}

/**
 * Counts the rows an upsert updated instead of inserting, in a transaction-local setting (as
 * PostgREST counts them), so the answer can be 200 when no row was new; see upsertUpdates.
 */
const UPSERT_UPDATES = 'pgrst.upsert_updates';
const countUpdatedRow =
  `set_config('${UPSERT_UPDATES}', (coalesce(nullif(current_setting('${UPSERT_UPDATES}', true), '')::int, 0) + 1)::text, true)` +
  ` <> '0'`;

/** The statement reading how many rows the upsert just run updated. */
export const UPSERT_UPDATES_SQL = `select coalesce(nullif(current_setting('${UPSERT_UPDATES}', true), '')::int, 0) as updated`;

/**
 * What a mutation returns: `rows` the changed rows (for the select list), `keys` the primary key
 * columns (for Location), or nothing, so a role without SELECT may still write.
 */
export type Returning = { kind: 'rows' } | { kind: 'keys'; columns: string[] } | { kind: 'none' };

function returningSql(alias: string, returning: Returning): string {
  if (returning.kind === 'rows') return ` returning ${alias}.*`;
  if (returning.kind === 'keys' && returning.columns.length > 0)
    return ` returning ${returning.columns.map((column) => `${alias}.${quoteIdent(column)}`).join(', ')}`;
  return '';
}

/** Refuses filterless UPDATE/DELETE, as Supabase's PostgREST does (pg-safeupdate, SQLSTATE 21000). */
export function requireWhere(verb: 'UPDATE' | 'DELETE', filters: FilterNode[]): void {
  if (filters.length === 0) throw pgrstError(400, '21000', `${verb} requires a WHERE clause`);
}

export function buildUpdate(
  relation: RelationInfo,
  columns: string[],
  payload: Record<string, unknown>,
  filters: FilterNode[],
  returning: Returning,
  params: ParamList,
  computed?: Map<string, ComputedField>,
): string {
  requireWhere('UPDATE', filters);
  const alias = quoteIdent(relation.name);
  const target = qualified(relation.schema, relation.name);
  const assignments = columns.map((name) => {
    const column = quoteIdent(columnOf(relation, name).name);
    return `${column} = _payload.${column}`;
  });
  const where = whereParts(filters, relation, alias, params, computed);
  return (
    `update ${target} as ${alias} set ${assignments.join(', ')}` +
    ` from json_populate_record(null::${target}, ${params.add(JSON.stringify(payload))}::json) as _payload` +
    ` where ${where.join(' and ')}` +
    returningSql(alias, returning)
  );
}

export function buildDelete(
  relation: RelationInfo,
  filters: FilterNode[],
  returning: Returning,
  params: ParamList,
  computed?: Map<string, ComputedField>,
): string {
  requireWhere('DELETE', filters);
  const alias = quoteIdent(relation.name);
  const where = whereParts(filters, relation, alias, params, computed);
  return (
    `delete from ${qualified(relation.schema, relation.name)} as ${alias} where ${where.join(' and ')}` +
    returningSql(alias, returning)
  );
}
