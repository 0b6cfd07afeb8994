// The parsed form of a PostgREST request's query string: what to select, filter, order and page.
// It follows PostgREST's own grammar (docs/postgrest-subset.md lists what is understood).

/** One step of a JSON path: `->key`, `->>key`, `->0` (a number is an array index). */
export interface JsonStep {
  arrow: '->' | '->>';
  key: string;
  index: boolean;
}

/** A column (or computed field) with an optional JSON path: `data->a->>b`. */
export interface Field {
  name: string;
  jsonPath: JsonStep[];
}

export const AGGREGATES = ['count', 'sum', 'avg', 'min', 'max'] as const;
export type Aggregate = (typeof AGGREGATES)[number];

export interface FieldItem {
  kind: 'field';
  /** `*` for every column (and for `count()`, which counts rows). */
  field: Field;
  alias?: string;
  /** `col::type`: applied to the value (before any aggregate). */
  cast?: string;
  aggregate?: Aggregate;
  /** `col.sum()::type`: applied to the aggregate's result. */
  aggregateCast?: string;
}

export interface EmbedItem {
  kind: 'embed';
  relation: string;
  alias?: string;
  /** A foreign-key constraint, column or junction table that picks the relationship. */
  hint?: string;
  /** `!inner`: parent rows without a match are dropped; `!left` is the default. */
  inner: boolean;
  /** `...relation(cols)`: the embedded columns join the parent's own. */
  spread: boolean;
  select: SelectItem[];
}

export type SelectItem = FieldItem | EmbedItem;

export const QUANTIFIABLE_OPS = [
  'eq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
] as const;
export const SIMPLE_OPS = ['neq', 'cs', 'cd', 'ov', 'sl', 'sr', 'nxr', 'nxl', 'adj'] as const;
export const FTS_OPS = ['fts', 'plfts', 'phfts', 'wfts'] as const;
export const IS_VALUES = ['null', 'not_null', 'true', 'false', 'unknown'] as const;

export type QuantifiableOp = (typeof QUANTIFIABLE_OPS)[number];
export type SimpleOp = (typeof SIMPLE_OPS)[number];
export type FtsOp = (typeof FTS_OPS)[number];
export type IsValue = (typeof IS_VALUES)[number];

export type Operation =
  | { op: QuantifiableOp; quantifier?: 'any' | 'all'; value: string }
  | { op: SimpleOp; value: string }
  | { op: FtsOp; language?: string; value: string }
  | { op: 'in'; values: string[] }
  | { op: 'is'; value: IsValue }
  | { op: 'isdistinct'; value: string };

export interface Condition {
  kind: 'condition';
  field: Field;
  negated: boolean;
  operation: Operation;
}

export interface Logic {
  kind: 'logic';
  op: 'and' | 'or';
  negated: boolean;
  children: FilterNode[];
}

export type FilterNode = Condition | Logic;

export interface OrderTerm {
  field: Field;
  /** `order=rel(col)`: a column of a to-one embed of this level. */
  relation?: string;
  direction?: 'asc' | 'desc';
  nulls?: 'first' | 'last';
}

/** Filters, order and paging that apply to one level: the root relation or one embed. */
export interface LevelQuery {
  filters: FilterNode[];
  order: OrderTerm[];
  limit?: number;
  offset?: number;
}

export interface ParsedQuery {
  select: SelectItem[];
  root: LevelQuery;
  /** Keyed by the embed path: alias (or relation name) segments joined by '.'. */
  embeds: Map<string, LevelQuery>;
  /** `columns=` of inserts and upserts. */
  columns?: string[];
  /** `on_conflict=` of upserts. */
  onConflict?: string[];
  /** Query parameters without an operator: the arguments of a GET /rpc call. */
  rpcArgs: [string, string][];
}

export function emptyLevel(): LevelQuery {
  return { filters: [], order: [] };
}

export function plainField(name: string): Field {
  return { name, jsonPath: [] };
}

/**
 * The key PostgREST gives a field in the output: its alias; else the aggregate's name (`sum`);
 * else the last key of its JSON path (an index keeps the last key before it, or the column).
 */
export function outputName(item: FieldItem): string {
  if (item.alias !== undefined) return item.alias;
  if (item.aggregate !== undefined) return item.aggregate;
  const path = item.field.jsonPath;
  if (path.length === 0) return item.field.name;
  const lastKey = [...path].reverse().find((step) => !step.index);
  return lastKey?.key ?? item.field.name;
}
