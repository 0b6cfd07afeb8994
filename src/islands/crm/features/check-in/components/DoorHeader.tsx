import type { DoorCounts } from '~/lib/check-in/door-guests.ts';
import { labels } from '~/lib/crm/labels.ts';
import { withSlots } from '../../../shared/components/with-slots.tsx';

interface Props {
  title: string;
  counts: DoorCounts;
  capacity: number | null;
  live: boolean;
  offline: boolean;
  waiting: number;
}

/** The event, its live counts, and whether this phone's check-ins have reached the server. */
export function DoorHeader({ title, counts, capacity, live, offline, waiting }: Props) {
  return (
    <header className="sticky top-0 z-10 space-y-2 border-b border-sand-200 bg-sand-50/95 px-4 pb-3 pt-4 backdrop-blur">
      <div className="flex items-start justify-between gap-3">
        <h1 className="text-xl font-semibold text-palm-900">{title}</h1>
        <span
          className={`mt-1 shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold ${live ? 'bg-palm-100 text-palm-800' : 'bg-sand-200 text-muted'}`}
        >
          {live ? labels.checkIn.live : labels.checkIn.notLive}
        </span>
      </div>
      <p className="text-start text-base" data-testid="door-counts" aria-live="polite">
        {withSlots(labels.checkIn.doorCounts, {
          checkedIn: (
            <strong className="text-2xl tabular-nums text-palm-900">{counts.checkedIn}</strong>
          ),
          confirmed: <strong className="tabular-nums">{counts.confirmed}</strong>,
        })}
        {capacity !== null && (
          <span className="text-muted">{labels.checkIn.capacity(capacity)}</span>
        )}
      </p>
      {(offline || waiting > 0) && (
        <p
          role="status"
          className={`rounded-lg px-3 py-2 text-sm font-semibold ${offline ? 'bg-amber-100 text-amber-950' : 'bg-sand-100 text-palm-900'}`}
        >
          {offline
            ? labels.checkIn.offlineWaiting(labels.checkIn.checkIns(waiting))
            : labels.checkIn.sending(labels.checkIn.checkIns(waiting))}
        </p>
      )}
    </header>
  );
}
