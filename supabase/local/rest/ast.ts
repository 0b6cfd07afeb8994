// The parsed form of a PostgREST request's query string: what to select, filter, order and page.

export type SelectItem =
  | { kind: 'star' }
  | { kind: 'column'; name: string; alias?: string; cast?: string }
  | {
      kind: 'embed';
      relation: string;
      alias?: string;
      /** A foreign-key constraint name or column that picks the relationship (`rel!hint(...)`). */
      hint?: string;
      /** `!inner`: parent rows without a match are dropped. */
      inner: boolean;
      select: SelectItem[];
    };

export const FILTER_OPS = [
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'is',
  'in',
  'cs',
  'cd',
] as const;
export type FilterOp = (typeof FILTER_OPS)[number];

export interface Condition {
  kind: 'condition';
  column: string;
  op: FilterOp;
  negated: boolean;
  /** A list for `in`; otherwise the operand as text. */
  value: string | string[];
}

export interface Logic {
  kind: 'logic';
  op: 'and' | 'or';
  negated: boolean;
  children: FilterNode[];
}

export type FilterNode = Condition | Logic;

export interface OrderTerm {
  column: string;
  direction: 'asc' | 'desc';
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
}

export function emptyLevel(): LevelQuery {
  return { filters: [], order: [] };
}
