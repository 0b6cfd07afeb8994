// Renders a read plan to the SQL PostgREST generates: each level is one SELECT; embedded
// resources join it as LATERAL subqueries (an object: row_to_json, rows: json_agg), spreads lift
// the embedded columns into the level, aggregates group by everything else selected, and the
// statement's single row carries page_count, total and the JSON body.
import { outputName, type FieldItem, type OrderTerm } from '../ast.ts';
import { pgrstError } from '../errors.ts';
import type { SchemaCache } from '../schema-cache.ts';
import { fieldSql, type FieldScope } from './fields.ts';
import { filterSql, pagingSql, type EmbedNullCheck, type FilterScope } from './filters.ts';
import { qualified, quoteIdent, type ParamList } from './params.ts';
import { scopeOf, type EmbedNode, type ReadNode } from './read-plan.ts';

/** A column of a level's output row; `pending` aggregates are applied by the parent level. */
interface Output {
  name: string;
  pending?: { aggregate: string; cast?: string };
}

interface Rendered {
  sql: string;
  outputs: Output[];
}

interface RenderContext {
  cache: SchemaCache;
  params: ParamList;
  nextAlias(): string;
}

function cast(sql: string, type: string | undefined): string {
  return type === undefined ? sql : `cast(${sql} as ${type})`;
}

function aggregateSql(aggregate: string, expression: string, aggregateCast?: string): string {
  return cast(`${aggregate}(${expression})`, aggregateCast);
}

/** FROM and the conditions tying an embedded level to its parent row. */
function embedSource(
  embed: EmbedNode,
  parentAlias: string,
  ctx: RenderContext,
): { from: string; conditions: string[] } {
  const { relationship } = embed;
  const alias = embed.node.alias;
  const target = `${qualified(ctx.cache.schema, relationship.target)} as ${alias}`;
  if (relationship.kind === 'computed') {
    return {
      from: `${qualified(ctx.cache.schema, relationship.function)}(${parentAlias}) as ${alias}`,
      conditions: [],
    };
  }
  if (relationship.kind === 'm2m') {
    const junction = ctx.nextAlias();
    const on = relationship.targetColumns
      .map(([own, other]) => `${junction}.${quoteIdent(own)} = ${alias}.${quoteIdent(other)}`)
      .join(' and ');
    return {
      from: `${target} join ${qualified(ctx.cache.schema, relationship.junction)} as ${junction} on ${on}`,
      conditions: relationship.originColumns.map(
        ([parent, own]) => `${junction}.${quoteIdent(own)} = ${parentAlias}.${quoteIdent(parent)}`,
      ),
    };
  }
  return {
    from: target,
    conditions: relationship.columns.map(
      ([parent, child]) => `${alias}.${quoteIdent(child)} = ${parentAlias}.${quoteIdent(parent)}`,
    ),
  };
}

function orderSql(
  order: OrderTerm[],
  scope: FieldScope,
  node: Pick<ReadNode, 'embeds' | 'source'>,
  ctx: RenderContext,
): string {
  const embeds = node.embeds;
  if (order.length === 0) return '';
  const terms = order.map((term) => {
    let expression: string;
    if (term.relation !== undefined) {
      const embed = embeds.find((candidate) => candidate.name === term.relation);
      if (!embed) {
        throw pgrstError(
          400,
          'PGRST108',
          `'${term.relation}' is not an embedded resource in this request`,
          null,
          `Verify that '${term.relation}' is included in the 'select' query parameter.`,
        );
      }
      if (!embed.toOne) {
        throw pgrstError(
          400,
          'PGRST118',
          `A related order on '${term.relation}' is not possible`,
          `'${node.source.label}' and '${term.relation}' do not form a many-to-one or one-to-one relationship`,
        );
      }
      expression = fieldSql(
        { alias: embed.lateral, label: term.relation },
        term.field,
        ctx.params,
      ).sql;
    } else {
      expression = fieldSql(scope, term.field, ctx.params).sql;
    }
    const direction = term.direction ? ` ${term.direction}` : '';
    const nulls = term.nulls ? ` nulls ${term.nulls}` : '';
    return `${expression}${direction}${nulls}`;
  });
  return ` order by ${terms.join(', ')}`;
}

interface LevelParts {
  select: string[];
  outputs: Output[];
  groupBy: string[];
  aggregated: boolean;
  joins: string[];
  /** Joins the WHERE clause needs (inner embeds, embeds tested for null): the count keeps them. */
  filteringJoins: string[];
  embedChecks: Map<string, EmbedNullCheck & { join: string }>;
}

function addField(
  item: FieldItem,
  node: ReadNode,
  scope: FieldScope,
  parts: LevelParts,
  ctx: RenderContext,
) {
  const name = outputName(item);
  if (item.field.name === '*' && item.aggregate === undefined) {
    parts.select.push(`${node.alias}.*`);
    for (const column of node.source.columnOrder ?? []) {
      parts.outputs.push({ name: column });
      parts.groupBy.push(`${node.alias}.${quoteIdent(column)}`);
    }
    return;
  }
  let expression: string;
  if (item.field.name === '*') {
    // count(): rows; in a to-one spread the parent counts the embedded rows that exist.
    expression = node.hoistsAggregates ? node.alias : '*';
  } else {
    expression = cast(fieldSql(scope, item.field, ctx.params).sql, item.cast);
  }
  if (item.aggregate !== undefined && node.hoistsAggregates) {
    parts.select.push(`${expression} as ${quoteIdent(name)}`);
    const pending: Output['pending'] = { aggregate: item.aggregate };
    if (item.aggregateCast !== undefined) pending.cast = item.aggregateCast;
    parts.outputs.push({ name, pending });
  } else if (item.aggregate !== undefined) {
    parts.select.push(
      `${aggregateSql(item.aggregate, expression, item.aggregateCast)} as ${quoteIdent(name)}`,
    );
    parts.outputs.push({ name });
    parts.aggregated = true;
  } else {
    parts.select.push(`${expression} as ${quoteIdent(name)}`);
    parts.outputs.push({ name });
    parts.groupBy.push(expression);
  }
}

function addEmbed(embed: EmbedNode, node: ReadNode, parts: LevelParts, ctx: RenderContext) {
  const child = renderLevel(embed.node, ctx, { embed, parentAlias: node.alias });
  const lat = embed.lateral;
  const inner = embed.item.inner;
  const joinKind = inner ? 'inner join lateral' : 'left join lateral';
  let join: string;
  let emptySql: string;
  if (embed.toOne) {
    join = `${joinKind} (${child.sql}) as ${lat} on true`;
    emptySql = `row_to_json(${lat}.*) is null`;
  } else if (!embed.item.spread) {
    join =
      `${joinKind} (select json_agg(${lat})::jsonb as ${lat} from (${child.sql}) as ${lat}) as ${lat}` +
      ` on ${inner ? `${lat}.${lat} is not null` : 'true'}`;
    emptySql = `${lat}.${lat} is null`;
  } else {
    const arrays = child.outputs.map(
      (output) =>
        `coalesce(json_agg(${lat}.${quoteIdent(output.name)}), '[]')::jsonb as ${quoteIdent(output.name)}`,
    );
    join =
      `${joinKind} (select ${['count(*) as pgrst_rows', ...arrays].join(', ')} from (${child.sql}) as ${lat}) as ${lat}` +
      ` on ${inner ? `${lat}.pgrst_rows > 0` : 'true'}`;
    emptySql = `${lat}.pgrst_rows = 0`;
  }
  parts.joins.push(join);
  if (inner) parts.filteringJoins.push(join);
  if (!embed.item.spread) parts.embedChecks.set(embed.name, { emptySql, join });

  if (!embed.item.spread) {
    // An embed with nothing selected (`rel!inner()`) only filters; it adds no key.
    if (child.outputs.length === 0 && embed.item.select.length === 0) return;
    const expression = embed.toOne
      ? `row_to_json(${lat}.*)::jsonb`
      : `coalesce(${lat}.${lat}, '[]'::jsonb)`;
    parts.select.push(`${expression} as ${quoteIdent(embed.name)}`);
    parts.outputs.push({ name: embed.name });
    parts.groupBy.push(expression);
    return;
  }
  for (const output of child.outputs) {
    const column = `${lat}.${quoteIdent(output.name)}`;
    if (output.pending && node.hoistsAggregates) {
      parts.select.push(`${column} as ${quoteIdent(output.name)}`);
      parts.outputs.push(output);
    } else if (output.pending) {
      parts.select.push(
        `${aggregateSql(output.pending.aggregate, column, output.pending.cast)} as ${quoteIdent(output.name)}`,
      );
      parts.outputs.push({ name: output.name });
      parts.aggregated = true;
    } else {
      parts.select.push(`${column} as ${quoteIdent(output.name)}`);
      parts.outputs.push({ name: output.name });
      parts.groupBy.push(column);
    }
  }
}

interface LevelSql extends Rendered {
  from: string;
  joins: string[];
  filteringJoins: string[];
  where: string[];
}

function renderLevel(
  node: ReadNode,
  ctx: RenderContext,
  parent?: { embed: EmbedNode; parentAlias: string },
): LevelSql {
  const scope = scopeOf(node, ctx.cache);
  const parts: LevelParts = {
    select: [],
    outputs: [],
    groupBy: [],
    aggregated: false,
    joins: [],
    filteringJoins: [],
    embedChecks: new Map(),
  };
  let from = `${node.source.from} as ${node.alias}`;
  const where: string[] = [];
  if (parent) {
    const source = embedSource(parent.embed, parent.parentAlias, ctx);
    from = source.from;
    where.push(...source.conditions);
  }
  for (const item of node.fields) addField(item, node, scope, parts, ctx);
  for (const embed of node.embeds) addEmbed(embed, node, parts, ctx);

  const usedChecks = new Set<string>();
  const filterScope: FilterScope = {
    ...scope,
    embeds: new Map(
      [...parts.embedChecks].map(([name, check]) => [
        name,
        { emptySql: check.emptySql, used: () => usedChecks.add(check.join) },
      ]),
    ),
  };
  where.push(...node.level.filters.map((filter) => filterSql(filter, filterScope, ctx.params)));
  const filteringJoins = parts.joins.filter(
    (join) => parts.filteringJoins.includes(join) || usedChecks.has(join),
  );
  const group =
    parts.aggregated && parts.groupBy.length > 0 ? ` group by ${parts.groupBy.join(', ')}` : '';
  const sql =
    `select ${parts.select.join(', ')} from ${from}` +
    (parts.joins.length > 0 ? ` ${parts.joins.join(' ')}` : '') +
    (where.length > 0 ? ` where ${where.join(' and ')}` : '') +
    group +
    orderSql(node.level.order, scope, node, ctx) +
    pagingSql(node.level.limit, node.level.offset, ctx.params);
  return { sql, outputs: parts.outputs, from, joins: parts.joins, filteringJoins, where };
}

export interface ReadStatementOptions {
  count: boolean;
  singular: boolean;
  /** A function returning one row (or one scalar): the body is that value, not an array. */
  singleValue?: boolean;
  /** The level's rows are scalars in column `pgrst_scalar`. */
  scalar?: boolean;
  /** Statements to run first, e.g. a mutation or a function call (`name as (...)`). */
  ctes?: string[];
  /** Accept: …;nulls=stripped (application/vnd.pgrst.array+json or object+json). */
  stripNulls?: boolean;
  /** Accept: text/csv. */
  csv?: boolean;
  /** count(*) stops at this many rows (count=estimated under db-max-rows). */
  countLimit?: number;
}

/** `select 1 from … where …`: the level's rows without their output, what a count counts. */
function countSource(level: LevelSql): string {
  return (
    `select 1 from ${level.from}` +
    (level.filteringJoins.length > 0 ? ` ${level.filteringJoins.join(' ')}` : '') +
    (level.where.length > 0 ? ` where ${level.where.join(' and ')}` : '')
  );
}

/**
 * The query PostgREST counts (and EXPLAINs for count=planned): the top level's rows, filtered,
 * without paging. Rendered on its own, with its own parameters.
 */
export function buildCountQuery(
  root: ReadNode,
  cache: SchemaCache,
  params: ParamList,
  nextAlias: () => string,
): string {
  return countSource(renderLevel(root, { cache, params, nextAlias }));
}

/**
 * The statement behind a read. Returns one row: page_count (rows returned), total (when
 * counting) and body (JSON text: an array, or the single object when singular).
 */
export function buildReadStatement(
  root: ReadNode,
  cache: SchemaCache,
  params: ParamList,
  nextAlias: () => string,
  options: ReadStatementOptions,
): string {
  const ctx: RenderContext = { cache, params, nextAlias };
  const level = renderLevel(root, ctx);
  const limit = options.countLimit === undefined ? '' : ` limit ${options.countLimit}`;
  const total = options.count
    ? `(select count(*) from (${countSource(level)}${limit}) as pgrst_counted)`
    : 'null::bigint';
  if (options.csv) {
    // CSV reads the first row for its header, so its rows are a CTE read twice.
    const ctes = [...(options.ctes ?? []), `pgrst_source as (${level.sql})`];
    return `with ${ctes.join(', ')}
    select (select count(*) from pgrst_source)::int as page_count, ${total} as total,
           (${csvSql()}) as body`;
  }
  // One pass over the rows, as PostgREST's own statement: counting and aggregating the same
  // subquery, where a CTE read twice would be materialised first (10,000 contacts: ~5 ms more).
  const ctes = options.ctes && options.ctes.length > 0 ? `with ${options.ctes.join(', ')} ` : '';
  return `${ctes}select count(*)::int as page_count, ${total} as total, ${bodySql(options)} as body
    from (${level.sql}) as _s`;
}

/**
 * The statement behind a plain JSON-array read (no count, not singular, nulls kept): one row per
 * element, each its JSON text as json_agg would write it, for the caller to join (json-array.ts).
 * Postgres then sends each row as it is made, so the transfer runs beside the JSON's making
 * instead of after it (10,000 contacts on PostgreSQL: ~15 ms less than one aggregated row).
 */
export function buildReadRowsStatement(
  root: ReadNode,
  cache: SchemaCache,
  params: ParamList,
  nextAlias: () => string,
): string {
  const level = renderLevel(root, { cache, params, nextAlias });
  return `select row_to_json(_s)::text as element from (${level.sql}) as _s`;
}

/**
 * The body as JSON text, aggregated over the rows `_s`: json_agg keeps their order; a singular
 * response or a function returning one value takes the first row.
 */
function bodySql(options: {
  singular: boolean;
  singleValue?: boolean;
  scalar?: boolean;
  stripNulls?: boolean;
}): string {
  const row = options.scalar ? '_s.pgrst_scalar' : '_s';
  const strip = (sql: string) => (options.stripNulls ? `json_strip_nulls(${sql})` : sql);
  if (options.singular || options.singleValue) {
    return `coalesce(${strip(`json_agg(${row})->0`)}, 'null')::text`;
  }
  return `coalesce(${strip(`json_agg(${row})`)}, '[]')::text`;
}

/**
 * text/csv as PostgREST writes it: a header of the first row's keys, then each row as Postgres
 * prints a record without its parentheses (values with commas, quotes, spaces or backslashes
 * quoted, `"` doubled, null empty), one per line.
 */
function csvSql(): string {
  const header =
    `(select coalesce(string_agg(a.k, ','), '') from (select json_object_keys(r)::text as k` +
    ` from (select row_to_json(hh) as r from pgrst_source as hh limit 1) as s) as a)`;
  const rows = `coalesce(string_agg(substring(_s::text, 2, length(_s::text) - 2), E'\\n'), '')`;
  return `select ${header} || E'\\n' || ${rows} from pgrst_source as _s`;
}
