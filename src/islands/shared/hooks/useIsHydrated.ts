import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False in the prerendered HTML, true once React runs in the browser. Forms stay disabled until
 * then, so a click before hydration cannot send a plain GET with the visitor's details in the URL.
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
