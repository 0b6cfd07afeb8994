// Renders a field of one level as SQL: a column, a computed field (a function of the row, called
// in attribute notation `alias.fn` as PostgREST does), the legacy `count` (Postgres reads
// `alias.count` as count(alias)), with JSON paths (`to_jsonb()` first for non-JSON columns).
import type { Field } from '../ast.ts';
import { columnNotFound } from '../errors.ts';
import type { ColumnInfo, ComputedField } from '../schema-cache.ts';
import { quoteIdent, type ParamList } from './params.ts';

/** What a level selects from: its SQL alias and what it knows about the names it can use. */
export interface FieldScope {
  alias: string;
  /** The name used in error messages (`column contacts.nope does not exist`). */
  label: string;
  /** Columns of the source; undefined when unknown (names are then passed through). */
  columns?: Map<string, ColumnInfo>;
  computed?: Map<string, ComputedField>;
}

export interface ResolvedField {
  sql: string;
  /** The base type name when known without a JSON path (`tsvector`, `jsonb`, …). */
  baseType?: string;
}

/** The column, computed field or legacy count a name refers to, without JSON path. */
function resolveName(scope: FieldScope, name: string): ResolvedField {
  const target = `${scope.alias}.${quoteIdent(name)}`;
  if (!scope.columns) return { sql: target };
  const column = scope.columns.get(name);
  if (column) return { sql: target, baseType: column.baseType };
  const computed = scope.computed?.get(name);
  if (computed) return { sql: target, baseType: computed.baseType };
  // `select=count` (no parentheses): PostgREST's pre-aggregate row count; Postgres itself reads
  // the attribute notation `alias.count` as the aggregate count(alias).
  if (name === 'count') return { sql: target };
  throw columnNotFound(scope.label, name);
}

export function fieldSql(scope: FieldScope, field: Field, params: ParamList): ResolvedField {
  const base = resolveName(scope, field.name);
  if (field.jsonPath.length === 0) return base;
  const isJson = base.baseType === 'json' || base.baseType === 'jsonb';
  let sql = isJson ? base.sql : `to_jsonb(${base.sql})`;
  for (const step of field.jsonPath) {
    sql += step.index
      ? `${step.arrow}${params.add(step.key)}::int`
      : `${step.arrow}${params.add(step.key)}::text`;
  }
  return { sql };
}
