import type { CatalogueEvent, EventLoad } from '~/lib/crm/event-capacity.ts';
import { nextWaitlistOffer } from '~/lib/crm/waitlist-offer.ts';
import type { EventRequestRow } from '../../../stores/live.ts';
import { labels } from '~/lib/crm/labels.ts';
import { withSlots } from '../../../shared/components/with-slots.tsx';
import { crmDateFormat } from '~/lib/crm/staff-format.ts';

interface SeatOfferProps {
  event: CatalogueEvent;
  load: EventLoad;
  requests: readonly EventRequestRow[];
  busy: boolean;
  onOffer: (request: EventRequestRow) => void;
}

const day = () => crmDateFormat({ dateStyle: 'medium' });

/**
 * A free seat of an upcoming event and the guest who has waited longest for it
 * (docs/behaviour/staff-app.md#the-events-tab): one click approves their request, and its
 * invitation mail is the offer. Nothing when the room is full or nobody waits.
 */
export function SeatOffer({ event, load, requests, busy, onOffer }: SeatOfferProps) {
  const next = nextWaitlistOffer(requests, event, load, new Date());
  if (!next || load.left === null) return null;
  return (
    <div
      className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-palm-100 bg-palm-50 p-4 text-sm"
      data-testid="seat-offer"
    >
      <p>
        {withSlots(
          labels.events.seatOffer(
            labels.events.seatsFree(load.left),
            event.title,
            day().format(new Date(next.created_at)),
          ),
          { name: <span dir="auto">{next.name}</span> },
        )}
      </p>
      <button
        type="button"
        className="btn-primary px-4 py-2"
        disabled={busy}
        aria-busy={busy}
        onClick={() => onOffer(next)}
      >
        {labels.events.offerTheSeatTo} <span dir="auto">{next.name}</span>
      </button>
    </div>
  );
}
