// Renders parsed filters to SQL as PostgREST does: every operand is a bind parameter of unknown
// type, so Postgres types it from the other side (a column, a JSON path, a range, an array).
import type { Condition, FilterNode, Operation } from '../ast.ts';
import { pgrstError } from '../errors.ts';
import { fieldSql, type FieldScope } from './fields.ts';
import type { ParamList } from './params.ts';

const OPERATORS: Record<string, string> = {
  eq: '=',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'like',
  ilike: 'ilike',
  match: '~',
  imatch: '~*',
  neq: '<>',
  cs: '@>',
  cd: '<@',
  ov: '&&',
  sl: '<<',
  sr: '>>',
  nxr: '&<',
  nxl: '&>',
  adj: '-|-',
};

const FTS_FUNCTIONS: Record<string, string> = {
  fts: 'to_tsquery',
  plfts: 'plainto_tsquery',
  phfts: 'phraseto_tsquery',
  wfts: 'websearch_to_tsquery',
};

const IS_SQL: Record<string, string> = {
  null: 'null',
  not_null: 'not null',
  true: 'true',
  false: 'false',
  unknown: 'unknown',
};

/** PostgREST's array literal for `in`: every element double-quoted with \ and " escaped. */
export function arrayLiteral(values: string[]): string {
  const escape = (value: string) => `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;
  return `{${values.map(escape).join(',')}}`;
}

/** A filter on an embedded resource's name: `rel=is.null` keeps parents with no related row. */
export interface EmbedNullCheck {
  /** SQL that is true when the embed is empty (null object or no rows). */
  emptySql: string;
  /** Told when a filter uses the check (its join must then stay in the count). */
  used?: () => void;
}

export interface FilterScope extends FieldScope {
  /** Non-spread embeds of this level by output name. */
  embeds?: Map<string, EmbedNullCheck>;
}

function operationSql(target: string, operation: Operation, params: ParamList): string {
  switch (operation.op) {
    case 'is':
      return `${target} is ${IS_SQL[operation.value]}`;
    case 'in':
      return `${target} = any(${params.add(arrayLiteral(operation.values))})`;
    case 'isdistinct':
      return `${target} is distinct from ${params.add(operation.value)}`;
    case 'fts':
    case 'plfts':
    case 'phfts':
    case 'wfts': {
      const language =
        operation.language === undefined ? '' : `${params.add(operation.language)}, `;
      return `${target} @@ ${FTS_FUNCTIONS[operation.op]}(${language}${params.add(operation.value)})`;
    }
    default: {
      const value =
        operation.op === 'like' || operation.op === 'ilike'
          ? operation.value.replaceAll('*', '%')
          : operation.value;
      const quantifier = 'quantifier' in operation ? operation.quantifier : undefined;
      const operand = quantifier ? `${quantifier}(${params.add(value)})` : params.add(value);
      return `${target} ${OPERATORS[operation.op]} ${operand}`;
    }
  }
}

function ftsTarget(scope: FilterScope, condition: Condition, params: ParamList): string {
  const resolved = fieldSql(scope, condition.field, params);
  const operation = condition.operation;
  if (!['fts', 'plfts', 'phfts', 'wfts'].includes(operation.op)) return resolved.sql;
  if (resolved.baseType === 'tsvector') return resolved.sql;
  const language =
    'language' in operation && operation.language !== undefined
      ? `${params.add(operation.language)}, `
      : '';
  return `to_tsvector(${language}${resolved.sql})`;
}

function conditionSql(condition: Condition, scope: FilterScope, params: ParamList): string {
  const { field, operation } = condition;
  const embed = field.jsonPath.length === 0 ? scope.embeds?.get(field.name) : undefined;
  if (embed) {
    // PostgREST allows only is.null / not.is.null on an embedded resource.
    if (operation.op !== 'is' || (operation.value !== 'null' && operation.value !== 'not_null')) {
      throw pgrstError(
        400,
        'PGRST120',
        `Bad operator on the '${field.name}' embedded resource`,
        'Only is null or not is null filters are allowed on embedded resources',
      );
    }
    embed.used?.();
    const wantsEmpty = (operation.value === 'null') !== condition.negated;
    return wantsEmpty ? embed.emptySql : `not (${embed.emptySql})`;
  }
  const sql = operationSql(ftsTarget(scope, condition, params), operation, params);
  return condition.negated ? `not (${sql})` : sql;
}

export function filterSql(node: FilterNode, scope: FilterScope, params: ParamList): string {
  if (node.kind === 'condition') return conditionSql(node, scope, params);
  const joined = node.children
    .map((child) => filterSql(child, scope, params))
    .join(node.op === 'and' ? ' and ' : ' or ');
  return `${node.negated ? 'not ' : ''}(${joined})`;
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
