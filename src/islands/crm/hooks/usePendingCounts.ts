import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { countPendingEvents } from '../features/events/api/count-pending-events.ts';
import { countPendingMembership } from '../features/requests/api/count-pending-membership.ts';
import { $eventRequestChange, $membershipChange } from '../stores/live.ts';

function useCount(count: () => Promise<number>, changed: unknown): number | null {
  const [value, setValue] = useState<number | null>(null);
  useEffect(() => {
    let current = true;
    count().then(
      (next) => {
        if (current) setValue(next);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [count, changed]);
  return value;
}

/** The tab badges: pending requests, counted again whenever such a request changes anywhere. */
export function usePendingCounts(): Partial<Record<'membership' | 'events', number | null>> {
  const membership = useCount(countPendingMembership, useStore($membershipChange));
  const events = useCount(countPendingEvents, useStore($eventRequestChange));
  return { membership, events };
}
