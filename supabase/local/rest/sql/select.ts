// Builds the SELECT that produces PostgREST's JSON: the select list (with embedded resources as
// correlated subqueries), filters, order and paging, and the final json_agg into one text value.
import { emptyLevel, type LevelQuery, type ParsedQuery, type SelectItem } from '../ast.ts';
import { tableNotFound } from '../errors.ts';
import { EXPOSED_SCHEMA, type RelationInfo, type SchemaCache } from '../schema-cache.ts';
import { columnOf, orderSql, pagingSql, whereParts } from './filters.ts';
import { qualified, quoteIdent, type ParamList } from './params.ts';
import { findRelationship } from './relationships.ts';

export interface SelectContext {
  cache: SchemaCache;
  params: ParamList;
  embeds: Map<string, LevelQuery>;
  nextAlias(): string;
}

export function createSelectContext(
  cache: SchemaCache,
  params: ParamList,
  embeds: Map<string, LevelQuery>,
): SelectContext {
  let counter = 0;
  return {
    cache,
    params,
    embeds,
    nextAlias: () => {
      counter += 1;
      return quoteIdent(`pgrst_${counter}`);
    },
  };
}

export function relationOf(cache: SchemaCache, name: string): RelationInfo {
  const relation = cache.relations.get(name);
  if (!relation) throw tableNotFound(name);
  return relation;
}

type EmbedItem = Extract<SelectItem, { kind: 'embed' }>;

function embedParts(
  item: EmbedItem,
  parent: RelationInfo,
  parentAlias: string,
  path: string,
  ctx: SelectContext,
) {
  const target = relationOf(ctx.cache, item.relation);
  const relationship = findRelationship(ctx.cache, parent.name, target.name, item.hint);
  const embedPath =
    path === '' ? (item.alias ?? item.relation) : `${path}.${item.alias ?? item.relation}`;
  const level = ctx.embeds.get(embedPath) ?? emptyLevel();
  const conditions = (alias: string) => [
    ...relationship.pairs.map(
      (pair) =>
        `${alias}.${quoteIdent(columnOf(target, pair.child).name)} = ${parentAlias}.${quoteIdent(pair.parent)}`,
    ),
    ...whereParts(level.filters, target, alias, ctx.params),
  ];
  return { target, relationship, embedPath, level, conditions };
}

/** `exists (...)` for `!inner` embeds: the parent row needs at least one matching row. */
function innerCondition(
  item: EmbedItem,
  parent: RelationInfo,
  parentAlias: string,
  path: string,
  ctx: SelectContext,
): string {
  const { target, conditions } = embedParts(item, parent, parentAlias, path, ctx);
  const alias = ctx.nextAlias();
  return `exists (select 1 from ${qualified(EXPOSED_SCHEMA, target.name)} as ${alias} where ${conditions(alias).join(' and ')})`;
}

function embedSql(
  item: EmbedItem,
  parent: RelationInfo,
  parentAlias: string,
  path: string,
  ctx: SelectContext,
): string {
  const { target, relationship, embedPath, level, conditions } = embedParts(
    item,
    parent,
    parentAlias,
    path,
    ctx,
  );
  const alias = ctx.nextAlias();
  const row = ctx.nextAlias();
  const list = selectListSql(item.select, target, alias, embedPath, ctx);
  const where = [
    ...conditions(alias),
    ...innerConditions(item.select, target, alias, embedPath, ctx),
  ];
  const inner =
    `select ${list} from ${qualified(EXPOSED_SCHEMA, target.name)} as ${alias}` +
    ` where ${where.join(' and ')}` +
    orderSql(level.order, target, alias) +
    pagingSql(level.limit, level.offset, ctx.params);
  const name = quoteIdent(item.alias ?? item.relation);
  if (relationship.cardinality === 'to-one') {
    return `(select row_to_json(${row}) from (${inner}) as ${row}) as ${name}`;
  }
  return `coalesce((select json_agg(${row}) from (${inner}) as ${row}), '[]'::json) as ${name}`;
}

/** The conditions `!inner` embeds add to their parent level. */
export function innerConditions(
  items: SelectItem[],
  relation: RelationInfo,
  alias: string,
  path: string,
  ctx: SelectContext,
): string[] {
  return items
    .filter((item): item is EmbedItem => item.kind === 'embed' && item.inner)
    .map((item) => innerCondition(item, relation, alias, path, ctx));
}

/** The comma-separated select list; an embed with an empty list only filters (with !inner). */
export function selectListSql(
  items: SelectItem[],
  relation: RelationInfo,
  alias: string,
  path: string,
  ctx: SelectContext,
): string {
  const parts: string[] = [];
  for (const item of items) {
    if (item.kind === 'star') parts.push(`${alias}.*`);
    else if (item.kind === 'column') {
      const column = columnOf(relation, item.name);
      const cast = item.cast ? `::${item.cast}` : '';
      parts.push(
        `${alias}.${quoteIdent(column.name)}${cast} as ${quoteIdent(item.alias ?? item.name)}`,
      );
    } else if (item.select.length > 0) {
      parts.push(embedSql(item, relation, alias, path, ctx));
    }
  }
  // A select list of only empty embeds still needs one expression.
  return parts.length > 0 ? parts.join(', ') : 'null as "_"';
}

export interface ReadStatementOptions {
  count: boolean;
  singular: boolean;
}

/**
 * The statement behind GET/HEAD. Returns one row: page_count (rows returned), total (when
 * counting) and body (JSON text: an array, or the single object when singular).
 */
export function buildReadStatement(
  query: ParsedQuery,
  relation: RelationInfo,
  ctx: SelectContext,
  options: ReadStatementOptions,
): string {
  const alias = quoteIdent(relation.name);
  const from = `${qualified(EXPOSED_SCHEMA, relation.name)} as ${alias}`;
  const list = selectListSql(query.select, relation, alias, '', ctx);
  const where = [
    ...whereParts(query.root.filters, relation, alias, ctx.params),
    ...innerConditions(query.select, relation, alias, '', ctx),
  ];
  const whereSql = where.length > 0 ? ` where ${where.join(' and ')}` : '';
  const source =
    `select ${list} from ${from}${whereSql}` +
    orderSql(query.root.order, relation, alias) +
    pagingSql(query.root.limit, query.root.offset, ctx.params);
  const total = options.count ? `(select count(*) from ${from}${whereSql})` : 'null::bigint';
  return `with pgrst_source as (${source})
    select (select count(*) from pgrst_source)::int as page_count, ${total} as total,
           ${bodySql(options.singular)} as body`;
}

/** json_agg keeps the CTE's order; singular responses take the one row as an object. */
export function bodySql(singular: boolean): string {
  return singular
    ? `(select row_to_json(_s)::text from pgrst_source as _s limit 1)`
    : `coalesce((select json_agg(_s) from pgrst_source as _s), '[]'::json)::text`;
}
