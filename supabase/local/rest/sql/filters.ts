// Renders parsed filters to SQL over one relation, with each operand a typed bind parameter.
import type { Condition, FilterNode, OrderTerm } from '../ast.ts';
import { columnNotFound } from '../errors.ts';
import type { ColumnInfo, RelationInfo } from '../schema-cache.ts';
import { quoteIdent, type ParamList } from './params.ts';

const COMPARISON: Record<string, string> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  cs: '@>',
  cd: '<@',
};

const IS_SQL: Record<string, string> = {
  null: 'is null',
  not_null: 'is not null',
  true: 'is true',
  false: 'is false',
  unknown: 'is unknown',
};

export function columnOf(relation: RelationInfo, name: string): ColumnInfo {
  const column = relation.columns.get(name);
  if (!column) throw columnNotFound(relation.name, name);
  return column;
}

function conditionSql(
  condition: Condition,
  relation: RelationInfo,
  alias: string,
  params: ParamList,
): string {
  const column = columnOf(relation, condition.column);
  const target = `${alias}.${quoteIdent(column.name)}`;
  let sql: string;
  const { op, value } = condition;
  if (op === 'is') {
    sql = `${target} ${IS_SQL[value as string]}`;
  } else if (op === 'in') {
    const list = value as string[];
    sql =
      list.length === 0
        ? 'false'
        : `${target} in (${list.map((item) => `${params.add(item)}::${column.type}`).join(', ')})`;
  } else if (op === 'like' || op === 'ilike') {
    sql = `${target} ${op} ${params.add(value)}::text`;
  } else {
    sql = `${target} ${COMPARISON[op]} ${params.add(value)}::${column.type}`;
  }
  return condition.negated ? `not (${sql})` : sql;
}

export function filterSql(
  node: FilterNode,
  relation: RelationInfo,
  alias: string,
  params: ParamList,
): string {
  if (node.kind === 'condition') return conditionSql(node, relation, alias, params);
  const joined = node.children
    .map((child) => filterSql(child, relation, alias, params))
    .join(node.op === 'and' ? ' and ' : ' or ');
  const sql = `(${joined})`;
  return node.negated ? `not ${sql}` : sql;
}

/** All filters of a level ANDed; an empty list gives an empty array (no condition). */
export function whereParts(
  filters: FilterNode[],
  relation: RelationInfo,
  alias: string,
  params: ParamList,
): string[] {
  return filters.map((filter) => filterSql(filter, relation, alias, params));
}

export function orderSql(order: OrderTerm[], relation: RelationInfo, alias: string): string {
  if (order.length === 0) return '';
  const terms = order.map((term) => {
    const column = columnOf(relation, term.column);
    const nulls = term.nulls ? ` nulls ${term.nulls}` : '';
    return `${alias}.${quoteIdent(column.name)} ${term.direction}${nulls}`;
  });
  return ` order by ${terms.join(', ')}`;
}

export function pagingSql(
  limit: number | undefined,
  offset: number | undefined,
  params: ParamList,
): string {
  let sql = '';
  if (limit !== undefined) sql += ` limit ${params.add(limit)}::bigint`;
  if (offset !== undefined && offset > 0) sql += ` offset ${params.add(offset)}::bigint`;
  return sql;
}
