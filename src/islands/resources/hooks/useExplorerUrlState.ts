import { useCallback, useMemo, useSyncExternalStore } from 'react';
import {
  parseExplorerState,
  serializeExplorerState,
  type ExplorerState,
} from '~/lib/resources/url-state.ts';

// The URL is the one store of the explorer's view: a shared or reloaded link shows the same view.
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

const readSearch = (): string => window.location.search;
// The page is prerendered without a query, so hydration starts from the default view.
const serverSearch = (): string => '';

/** The search text and sort order held in ?q=&sort=, and a setter that rewrites them in place. */
export function useExplorerUrlState(): [ExplorerState, (change: Partial<ExplorerState>) => void] {
  const search = useSyncExternalStore(subscribe, readSearch, serverSearch);
  const state = useMemo(() => parseExplorerState(search), [search]);
  const update = useCallback((change: Partial<ExplorerState>) => {
    const { pathname, search: current, hash } = window.location;
    const next = serializeExplorerState({ ...parseExplorerState(current), ...change }, current);
    // replaceState: typing should not fill the back button with one entry per keystroke.
    window.history.replaceState(window.history.state, '', `${pathname}${next}${hash}`);
    for (const listener of listeners) listener();
  }, []);
  return [state, update];
}
