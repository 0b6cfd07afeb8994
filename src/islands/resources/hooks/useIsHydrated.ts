import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/** False in the prerendered HTML and during hydration, true once React runs in the browser. */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
