import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { eventLoad, type CatalogueEvent } from '~/lib/crm/event-capacity.ts';
import { eventTiming } from '~/lib/crm/event-timing.ts';
import { statusGroup } from '~/lib/crm/requests.ts';
import type { EventType } from '~functions/_shared/domain/event-types.ts';
import { valueLabel } from '~/lib/crm/value-labels.ts';
import { ListState } from '../../../shared/components/ListState.tsx';
import { togglePillClass } from '../../../shared/components/toggle-pill-class.ts';
import { $eventCatalogue } from '../../../stores/event-catalogue.ts';
import { useNow } from '../../../shared/hooks/useNow.ts';
import { useEventGuests } from '../hooks/useEventGuests.ts';
import { useEventRequests } from '../hooks/useEventRequests.ts';
import { useMemberEmails } from '../hooks/useMemberEmails.ts';
import { EventRequestCard } from './EventRequestCard.tsx';
import { FollowUpPanel } from './FollowUpPanel.tsx';
import { GuestListPanel } from './GuestListPanel.tsx';
import { GuestMixPanel } from './GuestMixPanel.tsx';
import { SeatOffer } from './SeatOffer.tsx';
import { labels } from '~/lib/crm/labels.ts';

const KINDS = (['dinner', 'forum'] as const).map((id) => ({
  id,
  get label() {
    return labels.events.kindRequests(valueLabel('eventType', id));
  },
}));

/** An event is over once its end (from its content file) has passed: follow-ups may go. */
const ended = (event: CatalogueEvent, now: Date) => eventTiming(event, now.getTime()) === 'ended';

/**
 * The Events tab (docs/behaviour/staff-app.md#the-events-tab): dinner and forum invitation
 * requests, each with its event's room.
 */
export function EventsView() {
  const { items: requests, status, busy, reload, decide, moveToPipeline } = useEventRequests();
  const catalogue = useStore($eventCatalogue);
  const guests = useEventGuests();
  const now = useNow();
  const [kind, setKind] = useState<EventType>('dinner');
  const shown = requests.filter((r) => r.event_type === kind);
  const members = useMemberEmails(requests.map((r) => r.email));
  const eventsShown = catalogue.filter((event) => shown.some((r) => r.event_slug === event.slug));
  // Events whose guests came another way (registration on another site, walk-ins): no request
  // names them, so no sub-tab would; their guest lists are listed under both.
  const guestsOnly =
    guests.state === 'ready'
      ? catalogue.filter(
          (event) =>
            guests.guests.some((guest) => guest.event_slug === event.slug) &&
            !requests.some((request) => request.event_slug === event.slug),
        )
      : [];
  const pendingOf = (type: string) =>
    requests.filter((r) => r.event_type === type && statusGroup(r.request_status) === 'pending')
      .length;

  return (
    <div className="space-y-4">
      <div role="group" aria-label={labels.events.eventRequestsByKind} className="flex gap-2">
        {KINDS.map((option) => (
          <button
            key={option.id}
            type="button"
            aria-pressed={kind === option.id}
            onClick={() => setKind(option.id)}
            className={togglePillClass(kind === option.id)}
          >
            {option.label}{' '}
            <span className="font-normal">{labels.events.pendingCount(pendingOf(option.id))}</span>
          </button>
        ))}
      </div>
      <ListState
        status={status}
        isEmpty={shown.length === 0}
        errorTitle={labels.events.errorFetchingEventRequests}
        emptyText={labels.common.noRequestsHere}
        onRetry={() => void reload()}
      />
      {status === 'ready' && eventsShown.length > 0 && (
        <div className="space-y-2">
          {eventsShown.map((event) => (
            <div key={event.slug} className="space-y-2">
              {guests.state === 'ready' && (
                <SeatOffer
                  event={event}
                  load={eventLoad(requests, guests.guests, event)}
                  requests={requests}
                  busy={busy !== null}
                  onOffer={(request) => void decide(request, 'approved')}
                />
              )}
              <GuestListPanel event={event} />
              {ended(event, now) && <FollowUpPanel event={event} />}
              <GuestMixPanel
                event={event}
                requests={requests}
                members={members}
                came={guests.state === 'ready' ? guests.guests : null}
              />
            </div>
          ))}
        </div>
      )}
      {status === 'ready' && guestsOnly.length > 0 && (
        <section aria-labelledby="guests-only-heading" className="space-y-2">
          <h2 id="guests-only-heading" className="text-sm font-semibold text-muted">
            {labels.events.eventsWithGuestsAndNo}
          </h2>
          {guestsOnly.map((event) => (
            <div key={event.slug} className="space-y-2">
              <GuestListPanel event={event} />
              {ended(event, now) && <FollowUpPanel event={event} />}
            </div>
          ))}
        </section>
      )}
      {status === 'ready' && shown.length > 0 && (
        <ul className="space-y-3">
          {shown.map((request) => (
            <EventRequestCard
              key={request.id}
              request={request}
              event={catalogue.find((e) => e.slug === request.event_slug)}
              requests={requests}
              guests={guests}
              busy={busy === request.id}
              now={now}
              onDecide={(decision) => void decide(request, decision)}
              onMove={() => void moveToPipeline(request)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
