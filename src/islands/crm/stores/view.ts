// The view in the address bar (src/lib/crm/url-state.ts) as a store: changing it pushes a
// history entry, and Back/Forward set it again, so every part of the app follows the URL.
import { atom } from 'nanostores';
import { crmSearch, parseCrmUrl, type CrmUrlState } from '~/lib/crm/url-state.ts';

export const $view = atom<CrmUrlState>(
  typeof window === 'undefined' ? parseCrmUrl('') : parseCrmUrl(window.location.search),
);

/** Changes the view; `replace` for typing in the search box (one history entry, not one per key). */
export function setView(patch: Partial<CrmUrlState>, options: { replace?: boolean } = {}): void {
  const next = { ...$view.get(), ...patch };
  $view.set(next);
  const url = `${window.location.pathname}${crmSearch(next)}`;
  if (options.replace) window.history.replaceState(null, '', url);
  else window.history.pushState(null, '', url);
}

/** Follows Back/Forward. Returns the unsubscribe function. */
export function followHistory(): () => void {
  const onPop = () => $view.set(parseCrmUrl(window.location.search));
  window.addEventListener('popstate', onPop);
  return () => window.removeEventListener('popstate', onPop);
}
