import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { countPendingMembership } from '../features/requests/api/count-pending-membership.ts';
import { $membershipChange } from '../stores/live.ts';

/** The Membership badge: pending requests, counted again whenever a request changes anywhere. */
export function usePendingMembership(): number | null {
  const [count, setCount] = useState<number | null>(null);
  const change = useStore($membershipChange);
  useEffect(() => {
    let current = true;
    countPendingMembership().then(
      (value) => {
        if (current) setCount(value);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [change]);
  return count;
}
