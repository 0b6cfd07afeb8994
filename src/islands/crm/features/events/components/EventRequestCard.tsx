import { useState } from 'react';
import { describeLoad, eventLoad, type CatalogueEvent } from '~/lib/crm/event-capacity.ts';
import { approvalNeedsWarning, canWithdrawInvitation } from '~/lib/crm/event-timing.ts';
import type { Decision } from '~/lib/crm/requests.ts';
import { titleAndCompany } from '~/lib/crm/role-title.ts';
import { labels } from '~/lib/crm/labels.ts';
import { formatEventDate } from '~/lib/events/format.ts';
import type { EventRequestRow } from '../../../stores/live.ts';
import type { EventGuests } from '../hooks/useEventGuests.ts';
import { ConfirmDialog } from '../../../shared/components/ConfirmDialog.tsx';
import { DecisionControl } from '../../../shared/components/DecisionControl.tsx';
import { MailtoLink } from '../../../shared/components/MailtoLink.tsx';
import { MoveToPipelineButton } from '../../../shared/components/MoveToPipelineButton.tsx';
import { PassControl } from './PassControl.tsx';

interface Props {
  request: EventRequestRow;
  /** The request's content event, when the site has it. */
  event: CatalogueEvent | undefined;
  requests: readonly EventRequestRow[];
  guests: EventGuests;
  busy: boolean;
  /** The time, moved on each minute (useNow): an invitation stops being withdrawable at the end. */
  now: Date;
  onDecide: (decision: Decision) => void;
  onMove: () => void;
}

/**
 * One invitation request in the Events tab: who asks, for which event and how full it is, and
 * its decision. An approval for an event already over asks first; an approved invitation can be
 * withdrawn until the event ends (docs/behaviour/event-guests.md#mending-mistakes).
 */
export function EventRequestCard({
  request,
  event,
  requests,
  guests,
  busy,
  now,
  onDecide,
  onMove,
}: Props) {
  const [asking, setAsking] = useState<'past-event' | 'withdraw' | null>(null);
  const decide = (decision: Decision) => {
    if (decision === 'approved' && approvalNeedsWarning(event, Date.now())) setAsking('past-event');
    else onDecide(decision);
  };
  const answer = (decision: Decision) => {
    setAsking(null);
    onDecide(decision);
  };
  const withdrawable =
    request.request_status === 'approved' && canWithdrawInvitation(event, now.getTime());
  // A confirmed guest's pass can be revoked or sent again while their invitation can be withdrawn.
  const invitation =
    withdrawable && guests.state === 'ready'
      ? guests.guests.find(
          (guest) => guest.request_id === request.id && guest.status === 'confirmed',
        )
      : undefined;

  return (
    <li
      className="rounded-2xl border border-sand-200 bg-white p-4 shadow-sm"
      data-testid="event-request-card"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="font-semibold text-palm-900" dir="auto">
            {request.name}
          </h2>
          <p className="text-sm" dir="auto">
            {titleAndCompany(request.title, request.company)}
          </p>
          <p className="text-sm">
            <MailtoLink email={request.email} />
          </p>
          {request.interests && (
            <p className="mt-1 text-sm text-muted">
              {labels.events.interests} <span dir="auto">{request.interests}</span>
            </p>
          )}
          <p className="mt-1 text-sm">
            {event ? (
              <>
                <span className="font-semibold">{event.title}</span>
                {' · '}
                {guests.state === 'ready'
                  ? describeLoad(eventLoad(requests, guests.guests, event))
                  : guests.state === 'error'
                    ? labels.events.theSeatsCouldNotBe
                    : labels.events.countingTheSeats}
              </>
            ) : (
              <span className="text-muted">
                {request.event_slug
                  ? labels.events.eventSlug(request.event_slug)
                  : labels.events.noEventNamed}
              </span>
            )}
          </p>
        </div>
        <div className="flex flex-col items-end gap-2">
          <DecisionControl
            status={request.request_status}
            name={request.name}
            busy={busy}
            onDecide={decide}
          />
          {withdrawable && (
            <button
              type="button"
              className="btn-secondary px-3 py-1 text-sm"
              aria-label={labels.events.withdrawInvitationOf(request.name)}
              disabled={busy}
              onClick={() => setAsking('withdraw')}
            >
              {labels.events.withdrawInvitation}
            </button>
          )}
          {invitation && <PassControl guest={invitation} name={request.name} />}
          <MoveToPipelineButton
            status={request.request_status}
            movedToPipeline={request.moved_to_pipeline}
            name={request.name}
            busy={busy}
            onMove={onMove}
          />
        </div>
      </div>
      <ConfirmDialog
        open={asking === 'past-event'}
        title={labels.events.pastEventTitle}
        confirmLabel={labels.events.approveAnyway}
        onConfirm={() => answer('approved')}
        onCancel={() => setAsking(null)}
      >
        <p>
          {event &&
            labels.events.pastEventBody(event.title, formatEventDate(new Date(event.start)))}
        </p>
      </ConfirmDialog>
      <ConfirmDialog
        open={asking === 'withdraw'}
        title={labels.events.withdrawTitle}
        confirmLabel={labels.events.withdrawInvitation}
        destructive
        onConfirm={() => answer('pending')}
        onCancel={() => setAsking(null)}
      >
        <p dir="auto">
          {labels.events.withdrawBody(request.name, event?.title ?? request.event_slug ?? '')}
        </p>
      </ConfirmDialog>
    </li>
  );
}
