import { useEffect, useRef } from 'react';
import type { LiveHub, LiveListener } from './live-hub.ts';

/** Calls the latest `onBatch` with every batch the hub publishes while the component is mounted. */
export function useLiveBatches<T>(hub: LiveHub<T>, onBatch: LiveListener<T>): void {
  const latest = useRef(onBatch);
  useEffect(() => {
    latest.current = onBatch;
  });
  useEffect(() => hub.listen((batch) => latest.current(batch)), [hub]);
}
