import { useCallback, useEffect, useRef, useState } from 'react';
import type { LiveHub } from '~/islands/shared/live/live-hub.ts';
import { useLiveBatches } from '~/islands/shared/live/useLiveBatches.ts';
import { countPendingEvents } from '../features/events/api/count-pending-events.ts';
import { countPendingMembership } from '../features/requests/api/count-pending-membership.ts';
import { liveEventRequests, liveMembershipRequests } from '../stores/live.ts';

/**
 * A count asked again after changes to its table: one question at a time, and one more when
 * changes arrived while it was being asked, however many they were.
 */
function useLiveCount<T>(count: () => Promise<number>, hub: LiveHub<T>): number | null {
  const [value, setValue] = useState<number | null>(null);
  const asking = useRef(false);
  const askAgain = useRef(false);
  const mounted = useRef(true);

  const ask = useCallback(() => {
    if (asking.current) {
      askAgain.current = true;
      return;
    }
    asking.current = true;
    count()
      .then(
        (next) => {
          if (mounted.current) setValue(next);
        },
        () => undefined,
      )
      .finally(() => {
        asking.current = false;
        if (askAgain.current && mounted.current) {
          askAgain.current = false;
          ask();
        }
      });
  }, [count]);

  useEffect(() => {
    mounted.current = true;
    ask();
    return () => {
      mounted.current = false;
    };
  }, [ask]);
  useLiveBatches(hub, ask);
  return value;
}

/** The tab badges: pending requests, counted again whenever such requests change anywhere. */
export function usePendingCounts(): Partial<Record<'membership' | 'events', number | null>> {
  const membership = useLiveCount(countPendingMembership, liveMembershipRequests);
  const events = useLiveCount(countPendingEvents, liveEventRequests);
  return { membership, events };
}
