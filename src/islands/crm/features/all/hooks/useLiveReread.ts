import { useEffect } from 'react';
import { coalescedRun } from '~/lib/crm/coalesced-run.ts';
import { $contactChange, $eventRequestChange, $membershipChange } from '../../../stores/live.ts';

/** At most two re-reads a second, one at a time, however many changes arrive. */
const REREAD_INTERVAL_MS = 500;

/**
 * The All table is paged by the database, so a change to a contact or request cannot be merged
 * into the page by id: it re-reads the page and its total instead, coalesced
 * (docs/behaviour/staff-app.md#the-all-table). The live feed is only a signal here.
 */
export function useLiveReread(reread: () => Promise<unknown>) {
  useEffect(() => {
    const run = coalescedRun(reread, REREAD_INTERVAL_MS);
    const stops = [$contactChange, $membershipChange, $eventRequestChange].map((atom) =>
      atom.listen(() => run.trigger()),
    );
    return () => {
      for (const stop of stops) stop();
      run.dispose();
    };
  }, [reread]);
}
