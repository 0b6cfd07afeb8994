import { useState } from 'react';
import { guestListCounts, guestListPath, type GuestListCounts } from '~/lib/check-in/guest-list.ts';
import type { CatalogueEvent } from '~/lib/crm/event-capacity.ts';
import { errorMessage } from '../../../api/client.ts';
import { readEventGuestList } from '../api/read-event-guest-list.ts';
import { labels } from '~/lib/crm/labels.ts';

type Load =
  | { kind: 'idle' | 'loading' }
  | { kind: 'ready'; counts: GuestListCounts }
  | { kind: 'error'; text: string };

/**
 * One event's guest list at a glance (docs/behaviour/door-check-in.md#guest-list): counts per
 * state, read when opened, and the ways to the door: the door screen, the A4 list and the CSV.
 */
export function GuestListPanel({ event }: { event: CatalogueEvent }) {
  const [load, setLoad] = useState<Load>({ kind: 'idle' });
  const read = async () => {
    setLoad({ kind: 'loading' });
    try {
      const { guests, waitlist } = await readEventGuestList(event.slug);
      setLoad({ kind: 'ready', counts: guestListCounts(guests, waitlist) });
    } catch (error) {
      setLoad({ kind: 'error', text: errorMessage(error) });
    }
  };
  const link = 'font-semibold text-palm-700 underline underline-offset-4';
  return (
    <details
      className="rounded-2xl border border-sand-200 bg-white p-4 text-sm"
      data-testid="guest-list"
      onToggle={(e) => {
        if (e.currentTarget.open && load.kind !== 'loading') void read();
      }}
    >
      <summary className="cursor-pointer font-semibold text-palm-900">
        {labels.events.guestListFor(event.title)}
      </summary>
      <div className="mt-3 space-y-2">
        {load.kind === 'loading' && <p aria-busy="true">{labels.common.loadingTheGuestList}</p>}
        {load.kind === 'error' && <p role="alert">{load.text}</p>}
        {load.kind === 'ready' && (
          <p>
            {labels.events.guestCounts(load.counts)}
            {event.capacity !== null &&
              labels.events.capacityUsed(load.counts.confirmed, event.capacity)}
          </p>
        )}
        <p className="flex flex-wrap gap-x-4 gap-y-1">
          <a className={link} href={`/crm/check-in/${event.slug}`}>
            {labels.events.doorScreen}
          </a>
          <a className={link} href={guestListPath(event.slug)}>
            {labels.events.printableListA4}
          </a>
          <a className={link} href={`${guestListPath(event.slug)}.csv`} download>
            {labels.events.csv}
          </a>
        </p>
      </div>
    </details>
  );
}
