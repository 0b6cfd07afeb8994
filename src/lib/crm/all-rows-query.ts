// What the All table shows (type filter, search words, sort), as a query on the view crm_all_rows:
// one rule for the table's pages in the browser and the CSV the server streams
// (docs/behaviour/staff-app.md#the-all-table).
import type { TypedSupabaseClient } from '../supabase/typed-client.ts';
import { normalizeArabic } from '../text/normalize-arabic.ts';
import { isValidPeriod } from './overview/period.ts';
import { isOverviewRowFigure, type FigureRows } from './overview/figure-rows.ts';
import { TYPE_FILTERS, type SortKey, type TypeFilter } from './unified-rows.ts';

export interface AllQuery {
  type: TypeFilter;
  /** What is typed in the search box: every word must occur in a row's shown text. */
  search: string;
  sort: SortKey;
  direction: 'asc' | 'desc';
  /** A figure of the Overview opened here: only rows whose Status starts with one of these. */
  statuses?: readonly string[];
  /** A number of the Overview whose rows the database finds (public.overview_rows). */
  figure?: FigureRows;
}

/** Newest first until a column is chosen. */
export const DEFAULT_ALL_QUERY: AllQuery = {
  type: 'all',
  search: '',
  sort: 'createdAt',
  direction: 'desc',
};

/** The view's column each sort reads: lower-cased keys for text, so the order is case-blind. */
export const SORT_COLUMNS = {
  kind: 'kind',
  name: 'sort_name',
  title: 'sort_title',
  email: 'sort_email',
  company: 'sort_company',
  industry: 'industry',
  message: 'sort_message',
  status: 'status',
  lastLogin: 'sort_last_login',
  // Attended, then invited, in one number (20251127020000_all_rows_attendance.sql).
  attendance: 'sort_attendance',
  createdAt: 'created_at',
} as const satisfies Record<SortKey, string>;
export type SortColumn = (typeof SORT_COLUMNS)[SortKey];

/** The columns a table row needs. */
export const ROW_COLUMNS =
  'kind, id, row_key, name, title, email, company, industry, message, status, last_login, created_at, attended, invited, event_slug';

/** The longest search the server takes (the box has no limit; a longer one is cut, not refused). */
const MAX_SEARCH = 200;

/** The words a row must hold, folded as the view's search text is (normalize_arabic). */
export function searchWords(search: string): string[] {
  return normalizeArabic(search.slice(0, MAX_SEARCH).toLowerCase()).split(/\s+/).filter(Boolean);
}

/**
 * The view's text a word is looked for in: the folded copy (search_folded) when the word has a
 * non-ASCII character, since only then can folding matter and only that copy costs a translate()
 * a row; else the plain one.
 */
export function searchColumn(word: string): 'search' | 'search_folded' {
  for (const character of word) if (character.charCodeAt(0) > 0x7f) return 'search_folded';
  return 'search';
}

/**
 * A word as an ilike pattern matching it anywhere. % _ and \ are escaped so they match
 * themselves; PostgREST reads * as %, and has no escape for it, so a typed * matches anything.
 */
export function containsPattern(word: string): string {
  return `*${word.replace(/[\\%_]/g, (c) => `\\${c}`)}*`;
}

/** A text as an ilike/like pattern matching what starts with it (escaped as containsPattern). */
export function prefixPattern(text: string): string {
  return `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}*`;
}

/** The query string of a view (the export link carries it). */
export function allQueryParams(query: AllQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.type !== 'all') params.set('type', query.type);
  if (query.search.trim()) params.set('q', query.search);
  if (query.sort !== DEFAULT_ALL_QUERY.sort || query.direction !== DEFAULT_ALL_QUERY.direction) {
    params.set('sort', query.sort);
    params.set('dir', query.direction);
  }
  for (const status of query.statuses ?? []) params.append('status', status);
  if (query.figure) {
    params.set('figure', query.figure.name);
    if (query.figure.value !== null) params.set('figure_value', query.figure.value);
    params.set('figure_from', query.figure.period.from);
    params.set('figure_to', query.figure.period.to);
  }
  return params;
}

/** Reads allQueryParams back; an unknown value is an error naming it, never a silent default. */
export function parseAllQuery(
  params: URLSearchParams,
): { ok: true; query: AllQuery } | { ok: false; error: string } {
  const type = params.get('type') ?? 'all';
  if (!TYPE_FILTERS.some((filter) => filter.id === type)) {
    return { ok: false, error: `Unknown type filter: ${type}` };
  }
  const sort = params.get('sort') ?? DEFAULT_ALL_QUERY.sort;
  if (!Object.hasOwn(SORT_COLUMNS, sort)) return { ok: false, error: `Unknown sort: ${sort}` };
  const direction = params.get('dir') ?? DEFAULT_ALL_QUERY.direction;
  if (direction !== 'asc' && direction !== 'desc') {
    return { ok: false, error: `Unknown sort direction: ${direction}` };
  }
  const narrowing: Pick<AllQuery, 'statuses' | 'figure'> = {};
  const statuses = params.getAll('status');
  if (statuses.length > 0) narrowing.statuses = statuses;
  const figure = params.get('figure');
  if (figure !== null) {
    const period = { from: params.get('figure_from') ?? '', to: params.get('figure_to') ?? '' };
    if (!isOverviewRowFigure(figure)) return { ok: false, error: `Unknown figure: ${figure}` };
    if (!isValidPeriod(period)) return { ok: false, error: 'Unknown figure period' };
    narrowing.figure = { name: figure, value: params.get('figure_value'), period };
  }
  return {
    ok: true,
    query: {
      type: type as TypeFilter,
      search: params.get('q') ?? '',
      sort: sort as SortKey,
      direction,
      ...narrowing,
    },
  };
}

/** A value inside a PostgREST logic tree, quoted so commas, dots and brackets stay data. */
export function treeValue(value: string): string {
  return `"${value.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
}

/**
 * Rows after the given one in the view's order (sort column, then row_key, both one way): the
 * keyset the export pages by, so each page is found by an index-free range, not an offset.
 */
export function afterRowFilter(
  column: SortColumn,
  direction: 'asc' | 'desc',
  last: { value: string; rowKey: string },
): string {
  const op = direction === 'asc' ? 'gt' : 'lt';
  return `${column}.${op}.${treeValue(last.value)},and(${column}.eq.${treeValue(last.value)},row_key.${op}.${treeValue(last.rowKey)})`;
}

/** The view's rows, or those of an Overview figure (a function returning the view's rows). */
function rowsSource(
  supabase: TypedSupabaseClient,
  query: AllQuery,
  columns: string,
  count?: 'exact',
) {
  const view = () => supabase.from('crm_all_rows').select(columns, count ? { count } : undefined);
  if (!query.figure) return view();
  const { name, value, period } = query.figure;
  const args = { p_figure: name, p_from: period.from, p_to: period.to };
  const rows = supabase
    .rpc(
      'overview_rows',
      value === null ? args : { ...args, p_value: value },
      count ? { count } : {},
    )
    .select(columns);
  // The function returns `setof crm_all_rows`: its rows filter, sort and page as the view's do.
  return rows as unknown as ReturnType<typeof view>;
}

/**
 * crm_all_rows filtered, searched and ordered as the query asks; the caller pages it and ends the
 * chain with `.overrideTypes<ViewRow[], { merge: false }>()` (the columns are a runtime string).
 */
export function selectAllRows(
  supabase: TypedSupabaseClient,
  query: AllQuery,
  columns: string,
  count?: 'exact',
) {
  let request = rowsSource(supabase, query, columns, count);
  if (query.type !== 'all') request = request.eq('kind', query.type);
  if (query.statuses?.length) {
    // A request's status may carry its event type after it: 'Approved (dinner)'.
    request = request.or(
      query.statuses.map((status) => `status.like.${treeValue(prefixPattern(status))}`).join(','),
    );
  }
  for (const word of searchWords(query.search)) {
    request = request.ilike(searchColumn(word), containsPattern(word));
  }
  const ascending = query.direction === 'asc';
  return request.order(SORT_COLUMNS[query.sort], { ascending }).order('row_key', { ascending });
}
