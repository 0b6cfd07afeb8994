// A figure of the Overview opening its rows in the All table (docs/behaviour/staff-app.md#the-overview):
// the Overview sets what to narrow to and switches tabs; the All table reads it until cleared.
import { atom } from 'nanostores';
import type { AllQuery } from '~/lib/crm/all-rows-query.ts';
import type { TypeFilter } from '~/lib/crm/unified-rows.ts';
import { setView } from './view.ts';

export interface AllNarrowing extends Pick<AllQuery, 'statuses' | 'figure'> {
  type: TypeFilter;
  /** What the figure was, shown above the table: 'Closed Won, now'. */
  label: string;
}

export const $allNarrowing = atom<AllNarrowing | null>(null);

/** Opens the All table narrowed to a figure's rows. */
export function openInAllTable(narrowing: AllNarrowing): void {
  $allNarrowing.set(narrowing);
  setView({ tab: 'all' });
}
