import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { notifyError } from '~/islands/shared/toaster/notify.tsx';
import { industryLabel } from '~/lib/crm/domain.ts';
import { shownTitle } from '~/lib/crm/role-title.ts';
import { DETAIL_DECISIONS, timeInQueue, type Decision } from '~/lib/crm/requests.ts';
import { webLink } from '~/lib/crm/web-link.ts';
import { approvalNeedsWarning } from '~/lib/crm/event-timing.ts';
import { formatEventDate } from '~/lib/events/format.ts';
import { errorMessage } from '../../../api/client.ts';
import { Dialog } from '~/islands/shared/ui/Dialog.tsx';
import { DecisionControl } from '../../../shared/components/DecisionControl.tsx';
import { decideRequestWithNotice } from '../../../shared/hooks/decide-request.ts';
import { $eventCatalogue } from '../../../stores/event-catalogue.ts';
import { closeRequest, type OpenRequest } from '../../../stores/open-record.ts';
import { fetchRequestDetails, type RequestDetails } from '../api/fetch-request-details.ts';
import { labels } from '~/lib/crm/labels.ts';
import { LinkedInEntry } from '../../../shared/components/LinkedInEntry.tsx';
import { crmDateFormat } from '~/lib/crm/staff-format.ts';

const received = () => crmDateFormat({ dateStyle: 'medium', timeStyle: 'short' });

/** One request's every field and its status (pending, approved or rejected), from the All table. */
export function RequestDetailsDialog({ request }: { request: OpenRequest }) {
  const [details, setDetails] = useState<RequestDetails | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [askingPastEvent, setAskingPastEvent] = useState(false);
  const catalogue = useStore($eventCatalogue);

  useEffect(() => {
    let active = true;
    fetchRequestDetails(request.kind, request.id).then(
      (loaded) => {
        if (active) setDetails(loaded);
      },
      (error: unknown) => {
        notifyError(labels.requestDetails.errorFetchingRequestDetails, errorMessage(error));
        if (active) setFailed(true);
      },
    );
    return () => {
      active = false;
    };
  }, [request.kind, request.id]);

  const name = !details
    ? request.kind === 'membership'
      ? labels.requestDetails.membershipRequest
      : labels.requestDetails.eventRequest
    : details.kind === 'membership'
      ? `${details.row.first_name} ${details.row.last_name}`.trim()
      : details.row.name;

  const event =
    details?.kind === 'event'
      ? catalogue.find((e) => e.slug === details.row.event_slug)
      : undefined;

  async function decide(decision: Decision, pastEventConfirmed = false) {
    if (!details) return;
    // An invitation to an event that is over is asked about first, as on the Events tab's card.
    if (decision === 'approved' && !pastEventConfirmed && approvalNeedsWarning(event, Date.now())) {
      setAskingPastEvent(true);
      return;
    }
    setAskingPastEvent(false);
    setBusy(true);
    try {
      const changed = await decideRequestWithNotice(details.kind, details.row, decision);
      if (changed) setDetails(await fetchRequestDetails(details.kind, details.row.id));
    } finally {
      setBusy(false);
    }
  }

  const fields: [string, string | null][] = [];
  if (details?.kind === 'membership') {
    const row = details.row;
    fields.push(
      [labels.common.email, row.email],
      [labels.common.title, shownTitle(row.title)],
      [labels.common.company, row.company],
      [labels.common.industry, industryLabel(row.industry)],
      [labels.requestDetails.phone, row.phone_number],
      [labels.common.referredBy, row.referred_by],
      [labels.common.additionalInformation, row.additional_info],
    );
  } else if (details?.kind === 'event') {
    const row = details.row;
    fields.push(
      [
        labels.requestDetails.event,
        event?.title ?? row.event_slug ?? labels.requestDetails.kindRequest(row.event_type),
      ],
      [labels.common.email, row.email],
      [labels.common.title, shownTitle(row.title)],
      [labels.common.company, row.company],
      [labels.common.industry, industryLabel(row.industry)],
      [labels.requestDetails.phone, row.phone_number],
      [labels.requestDetails.interests, row.interests],
    );
  }
  const linkedin = details?.kind === 'membership' ? webLink(details.row.linkedin_url) : null;

  return (
    <Dialog
      closeLabel={labels.common.close}
      open
      title={<span dir="auto">{name}</span>}
      subtitle={
        details
          ? labels.requestDetails.subtitle(
              details.kind === 'membership'
                ? labels.requestDetails.membershipRequest
                : labels.requestDetails.eventRequest,
              received().format(new Date(details.row.created_at)),
              timeInQueue(details.row.created_at, new Date()),
            )
          : undefined
      }
      onClose={closeRequest}
      busy={busy}
    >
      {!details ? (
        <p className="text-sm text-muted" aria-busy={!failed}>
          {failed ? labels.requestDetails.theRequestCouldNotBe : labels.common.loading}
        </p>
      ) : (
        <div className="space-y-4" data-testid="request-details">
          <DecisionControl
            status={details.row.request_status}
            name={name}
            busy={busy}
            onDecide={(decision) => void decide(decision)}
            choices={DETAIL_DECISIONS}
          />
          {askingPastEvent && event && (
            <div
              role="alert"
              className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm"
            >
              <p className="font-semibold">{labels.events.pastEventTitle}</p>
              <p>
                {labels.events.pastEventBody(event.title, formatEventDate(new Date(event.start)))}
              </p>
              <div className="mt-3 flex gap-2">
                <button
                  type="button"
                  className="btn-secondary px-3 py-1"
                  onClick={() => setAskingPastEvent(false)}
                >
                  {labels.common.cancel}
                </button>
                <button
                  type="button"
                  className="btn-primary px-3 py-1"
                  onClick={() => void decide('approved', true)}
                >
                  {labels.events.approveAnyway}
                </button>
              </div>
            </div>
          )}
          <dl className="grid gap-3 text-sm sm:grid-cols-2">
            {fields
              .filter(([, value]) => value)
              .map(([label, value]) => (
                <div
                  key={label}
                  className={label === 'Additional information' ? 'sm:col-span-2' : ''}
                >
                  <dt className="text-muted">{label}</dt>
                  <dd className="whitespace-pre-wrap break-words" dir="auto">
                    {value}
                  </dd>
                </div>
              ))}
            {linkedin && <LinkedInEntry href={linkedin} />}
          </dl>
        </div>
      )}
    </Dialog>
  );
}
