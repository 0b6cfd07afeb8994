import { useEffect, useState } from 'react';
import { coalescedRun } from '~/lib/crm/coalesced-run.ts';
import { followEventGuests } from '../api/follow-event-guests.ts';
import { listEventGuests, type GuestWithPass } from '../api/list-event-guests.ts';

/** The least time between two reads while guests change in a burst (a busy door). */
const REREAD_INTERVAL_MS = 500;

export type EventGuests =
  { state: 'loading' | 'error' } | { state: 'ready'; guests: readonly GuestWithPass[] };

/**
 * Every event's guests, read again after changes to them. Until the first read answers the seat
 * figures wait rather than show a wrong count; a failed read says so, and the next change reads
 * again.
 */
export function useEventGuests(): EventGuests {
  const [guests, setGuests] = useState<EventGuests>({ state: 'loading' });
  useEffect(() => {
    let active = true;
    const run = coalescedRun(async () => {
      try {
        const next = await listEventGuests();
        if (active) setGuests({ state: 'ready', guests: next });
      } catch {
        if (active)
          setGuests((current) => (current.state === 'ready' ? current : { state: 'error' }));
      }
    }, REREAD_INTERVAL_MS);
    run.trigger();
    let stop: (() => void) | undefined;
    void followEventGuests(() => run.trigger()).then((unfollow) => {
      if (active) stop = unfollow;
      else unfollow();
    });
    return () => {
      active = false;
      run.dispose();
      stop?.();
    };
  }, []);
  return guests;
}
