import { DEFAULT_SORT, isSortKey, type SortKey } from './sort.ts';

/** What a shared /resources link restores: the search text and the sort order. */
export interface ExplorerState {
  query: string;
  sort: SortKey;
}

export const QUERY_PARAM = 'q';
export const SORT_PARAM = 'sort';

/** Reads ?q=&sort= from a location search string; unknown or missing values give the defaults. */
export function parseExplorerState(search: string): ExplorerState {
  const params = new URLSearchParams(search);
  const sort = params.get(SORT_PARAM) ?? '';
  return {
    query: params.get(QUERY_PARAM) ?? '',
    sort: isSortKey(sort) ? sort : DEFAULT_SORT,
  };
}

/**
 * The search string for a state ("?q=water&sort=name", or "" for the default view). Defaults are
 * left out so the plain URL stays canonical; parameters that belong to others (e.g. ?join=true)
 * are kept.
 */
export function serializeExplorerState(state: ExplorerState, currentSearch = ''): string {
  const params = new URLSearchParams(currentSearch);
  if (state.query === '') params.delete(QUERY_PARAM);
  else params.set(QUERY_PARAM, state.query);
  if (state.sort === DEFAULT_SORT) params.delete(SORT_PARAM);
  else params.set(SORT_PARAM, state.sort);
  const search = params.toString();
  return search === '' ? '' : `?${search}`;
}
