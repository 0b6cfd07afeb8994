import { useCallback } from 'react';

/**
 * Runs `warmUp` (start fetching what a submit will need) on the first focus inside the element.
 * An island hydrated on first use (client:interaction) mounts after that focus has happened, so
 * mounting with focus already inside counts as the first focus too. Spread the result on the
 * element: `ref` checks at mount, `onFocus` handles later focus.
 */
export function useWarmUpOnFocus(warmUp: () => void) {
  // Fixed at first render on purpose: the callback ref must not re-run on every render.
  const ref = useCallback((element: HTMLElement | null) => {
    if (element?.contains(document.activeElement)) warmUp();
  }, []);
  return { ref, onFocus: warmUp };
}
