import { isIndustryId, type IndustryId } from '~/lib/crm/domain.ts';
import { timeInQueue, type Decision } from '~/lib/crm/requests.ts';
import { titleAndCompany } from '~/lib/crm/role-title.ts';
import { webLink } from '~/lib/crm/web-link.ts';
import { DecisionControl } from '../../../shared/components/DecisionControl.tsx';
import { MoveToPipelineButton } from '../../../shared/components/MoveToPipelineButton.tsx';
import type { MembershipRequestRow } from '../../../stores/live.ts';
import { labels } from '~/lib/crm/labels.ts';
import { MailtoLink } from '../../../shared/components/MailtoLink.tsx';
import { IndustryOptions } from '../../../shared/components/IndustryOptions.tsx';
import { LinkedInEntry } from '../../../shared/components/LinkedInEntry.tsx';

interface RequestCardProps {
  request: MembershipRequestRow;
  busy: boolean;
  now: Date;
  onDecide: (decision: Decision) => void;
  onMove: () => void;
  onIndustry: (industry: IndustryId) => void;
  onDelete: () => void;
}

const selectClass =
  'rounded-lg border border-sand-300 bg-white px-2 py-1 text-sm disabled:opacity-60';

/**
 * A membership request (docs/behaviour/staff-app.md#the-membership-tab): who, the decision control,
 * and what they told us.
 */
export function RequestCard({
  request,
  busy,
  now,
  onDecide,
  onMove,
  onIndustry,
  onDelete,
}: RequestCardProps) {
  const name = `${request.first_name} ${request.last_name}`.trim();
  const linkedin = webLink(request.linkedin_url);
  return (
    <li
      className="rounded-2xl border border-sand-200 bg-white p-4 shadow-sm"
      data-testid="request-card"
      aria-busy={busy}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="font-semibold text-palm-900" dir="auto">
            {name}
          </h2>
          <p className="text-sm text-ink" dir="auto">
            {titleAndCompany(request.title, request.company)}
          </p>
          <p className="text-sm">
            <MailtoLink email={request.email} />
          </p>
          <p className="mt-1 text-xs text-muted">{timeInQueue(request.created_at, now)}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <DecisionControl
            status={request.request_status}
            name={name}
            busy={busy}
            onDecide={onDecide}
          />
          <label className="flex items-center gap-2 text-sm">
            <span className="sr-only">{labels.requests.industryOf(name)}</span>
            <select
              className={selectClass}
              value={request.industry}
              disabled={busy}
              onChange={(event) => {
                // The options are INDUSTRIES, so the guard only narrows the type.
                if (isIndustryId(event.target.value)) onIndustry(event.target.value);
              }}
            >
              <IndustryOptions />
            </select>
          </label>
        </div>
      </div>
      {(linkedin || request.referred_by || request.additional_info) && (
        <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-3">
          {linkedin && <LinkedInEntry href={linkedin} />}
          {request.referred_by && (
            <div>
              <dt className="text-muted">{labels.common.referredBy}</dt>
              <dd dir="auto">{request.referred_by}</dd>
            </div>
          )}
          {request.additional_info && (
            <div className="sm:col-span-3">
              <dt className="text-muted">{labels.common.additionalInformation}</dt>
              <dd className="whitespace-pre-wrap" dir="auto">
                {request.additional_info}
              </dd>
            </div>
          )}
        </dl>
      )}
      <div className="mt-3 flex flex-wrap justify-end gap-3 text-sm">
        <MoveToPipelineButton
          status={request.request_status}
          movedToPipeline={request.moved_to_pipeline}
          name={name}
          busy={busy}
          onMove={onMove}
        />
        <button
          type="button"
          className="font-semibold text-red-700 hover:underline"
          disabled={busy}
          onClick={onDelete}
        >
          {labels.common.delete}
          <span className="sr-only">{labels.requests.theRequestOf(name)}</span>
        </button>
      </div>
    </li>
  );
}
