import { createElement, lazy, type ComponentType } from 'react';

/**
 * A component whose code is fetched when first drawn, or earlier by preload(). Once the code is
 * here it draws at once: a React.lazy component suspends on every first draw, even with its code
 * already fetched, and React holds a Suspense fallback for at least 300 ms, which a tab's first
 * click then took.
 */
export function onDemand<P extends object>(
  load: () => Promise<ComponentType<P>>,
): { Component: ComponentType<P>; preload: () => Promise<unknown> } {
  let ready: ComponentType<P> | undefined;
  const fetchCode = () =>
    load().then((component) => {
      ready = component;
      return component;
    });
  const Lazy = lazy(() => fetchCode().then((component) => ({ default: component })));
  function Component(props: P) {
    return createElement(ready ?? Lazy, props);
  }
  return { Component, preload: () => fetchCode().catch(() => undefined) };
}
