// Plans a read as PostgREST does before any SQL is written: one node per level (the root and
// each embedded resource), each with its source, the relationship to its parent, its filters,
// order and paging. Names are checked here: relationships (PGRST200/201), embed paths in filters
// (PGRST108), and whether aggregates are allowed at all (PGRST123).
import {
  emptyLevel,
  type EmbedItem,
  type FieldItem,
  type LevelQuery,
  type ParsedQuery,
  type SelectItem,
} from '../ast.ts';
import { aggregatesDisabled, pgrstError, tableNotFound } from '../errors.ts';
import { findRelationship, isToOne, type Relationship } from '../relationships.ts';
import type { ColumnInfo, SchemaCache } from '../schema-cache.ts';
import type { FieldScope } from './fields.ts';
import { qualified, quoteIdent } from './params.ts';

/** What a level reads from. */
export interface PlanSource {
  /** SQL after FROM, without alias; empty for embeds (their FROM follows the relationship). */
  from: string;
  /** The relation whose relationships and computed fields apply, when there is one. */
  relationName?: string;
  columns?: Map<string, ColumnInfo>;
  columnOrder?: string[];
  /** For messages: `column <label>.<name> does not exist`. */
  label: string;
}

export interface ReadNode {
  source: PlanSource;
  alias: string;
  path: string;
  fields: FieldItem[];
  embeds: EmbedNode[];
  level: LevelQuery;
  /** A to-one spread: its aggregates are applied by the parent level (PostgREST's hoisting). */
  hoistsAggregates: boolean;
}

export interface EmbedNode {
  item: EmbedItem;
  /** The output key (alias, else relation name); for spreads, the name used in embed paths. */
  name: string;
  relationship: Relationship;
  toOne: boolean;
  node: ReadNode;
  /** Alias of the LATERAL subquery that carries the embed into the parent level. */
  lateral: string;
}

export interface PlanContext {
  cache: SchemaCache;
  embeds: Map<string, LevelQuery>;
  nextAlias(): string;
}

export function createPlanContext(
  cache: SchemaCache,
  embeds: Map<string, LevelQuery>,
): PlanContext {
  let counter = 0;
  return {
    cache,
    embeds,
    nextAlias: () => {
      counter += 1;
      return quoteIdent(`pgrst_${counter}`);
    },
  };
}

/** The source for a table or view of the exposed schema. */
export function relationSource(cache: SchemaCache, name: string): PlanSource {
  const relation = cache.relations.get(name);
  if (!relation) throw tableNotFound(name, cache.schema);
  return {
    from: qualified(cache.schema, name),
    relationName: name,
    columns: relation.columns,
    columnOrder: relation.columnOrder,
    label: name,
  };
}

/**
 * How a missing column's message names the level: the relation at the top, and PostgREST's
 * alias below it, `<table>_<depth>` (its Plan.addRels), e.g. `column messages_1.sum does not exist`.
 */
function columnLabel(node: ReadNode): string {
  if (node.path === '') return node.source.label;
  return `${node.source.relationName ?? node.source.label}_${node.path.split('.').length}`;
}

export function scopeOf(node: ReadNode, cache: SchemaCache): FieldScope {
  const scope: FieldScope = { alias: node.alias, label: columnLabel(node) };
  if (node.source.columns) scope.columns = node.source.columns;
  const computed = node.source.relationName
    ? cache.computedFields.get(node.source.relationName)
    : undefined;
  if (computed) scope.computed = computed;
  return scope;
}

/** True when a select tree uses an aggregate function anywhere. */
export function selectUsesAggregates(items: SelectItem[]): boolean {
  return items.some((item) =>
    item.kind === 'field' ? item.aggregate !== undefined : selectUsesAggregates(item.select),
  );
}

function notImplemented(details: string) {
  return pgrstError(400, 'PGRST127', 'Feature not implemented', details);
}

function planNode(
  items: SelectItem[],
  source: PlanSource,
  alias: string,
  path: string,
  hoistsAggregates: boolean,
  ctx: PlanContext,
): ReadNode {
  const node: ReadNode = {
    source,
    alias,
    path,
    fields: [],
    embeds: [],
    level: (path === '' ? undefined : ctx.embeds.get(path)) ?? emptyLevel(),
    hoistsAggregates,
  };
  for (const item of items) {
    if (item.kind === 'field') {
      node.fields.push(item);
      continue;
    }
    if (!source.relationName) {
      throw pgrstError(
        400,
        'PGRST200',
        `Could not find a relationship between '${source.label}' and '${item.relation}' in the schema cache`,
      );
    }
    const relationship = findRelationship(
      ctx.cache.relationships,
      source.relationName,
      item.relation,
      item.hint,
      ctx.cache.schema,
    );
    const toOne = isToOne(relationship);
    const name = item.spread ? item.relation : (item.alias ?? item.relation);
    if (item.spread && !toOne && selectUsesAggregates(item.select)) {
      throw notImplemented(
        'Aggregates are not implemented for one-to-many or many-to-many spreads.',
      );
    }
    const target = relationSource(ctx.cache, relationship.target);
    const childPath = path === '' ? name : `${path}.${name}`;
    node.embeds.push({
      item,
      name,
      relationship,
      toOne,
      lateral: ctx.nextAlias(),
      node: planNode(
        item.select,
        { ...target, from: '' },
        ctx.nextAlias(),
        childPath,
        item.spread && toOne,
        ctx,
      ),
    });
  }
  return node;
}

function collectPaths(node: ReadNode, out: Set<string>): Set<string> {
  for (const embed of node.embeds) {
    out.add(embed.node.path);
    collectPaths(embed.node, out);
  }
  return out;
}

/**
 * The read plan of `query` over `source` (aliased `alias`). Refuses aggregates unless
 * db-aggregates-enabled is on, and filters or orders on paths that are not embedded.
 */
export function planRead(
  query: ParsedQuery,
  source: PlanSource,
  alias: string,
  ctx: PlanContext,
  root: LevelQuery = query.root,
): ReadNode {
  if (!ctx.cache.settings.aggregatesEnabled && selectUsesAggregates(query.select))
    throw aggregatesDisabled();
  const node = planNode(query.select, source, alias, '', false, ctx);
  node.level = root;
  const paths = collectPaths(node, new Set());
  for (const path of query.embeds.keys()) {
    if (!paths.has(path)) {
      const resource = path.split('.').at(-1) as string;
      throw pgrstError(
        400,
        'PGRST108',
        `'${resource}' is not an embedded resource in this request`,
        null,
        `Verify that '${resource}' is included in the 'select' query parameter.`,
      );
    }
  }
  return node;
}
