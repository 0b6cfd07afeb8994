import { useEffect } from 'react';
import type { LiveHub } from '~/islands/shared/live/live-hub.ts';
import { coalescedRun } from '~/lib/crm/coalesced-run.ts';
import { liveContacts, liveEventRequests, liveMembershipRequests } from '../../../stores/live.ts';

/** At most two re-reads a second, one at a time, however many changes arrive. */
const REREAD_INTERVAL_MS = 500;

/**
 * The All table is paged by the database, so a change to a contact or request cannot be merged
 * into the page by id: it re-reads the page and its total instead, coalesced
 * (docs/behaviour/staff-app.md#the-all-table). The live batches are only a signal here.
 */
export function useLiveReread(reread: () => Promise<unknown>) {
  useEffect(() => {
    const run = coalescedRun(reread, REREAD_INTERVAL_MS);
    const hubs: readonly LiveHub<unknown>[] = [
      liveContacts,
      liveMembershipRequests,
      liveEventRequests,
    ];
    const stops = hubs.map((hub) => hub.listen(() => run.trigger()));
    return () => {
      for (const stop of stops) stop();
      run.dispose();
    };
  }, [reread]);
}
