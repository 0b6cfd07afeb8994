import { useMemo, useState } from 'react';
import {
  countByGroup,
  REQUEST_FILTERS,
  statusGroup,
  type RequestFilter,
} from '~/lib/crm/requests.ts';
import { matchesTerms, searchTerms } from '~/lib/crm/filters.ts';
import { ConfirmDialog } from '../../../shared/components/ConfirmDialog.tsx';
import { ListState } from '../../../shared/components/ListState.tsx';
import { togglePillClass } from '../../../shared/components/toggle-pill-class.ts';
import type { MembershipRequestRow } from '../../../stores/live.ts';
import { useMembershipRequests } from '../hooks/useMembershipRequests.ts';
import { RequestCard } from './RequestCard.tsx';
import { labels } from '~/lib/crm/labels.ts';
import { withSlots } from '../../../shared/components/with-slots.tsx';

function matches(request: MembershipRequestRow, query: string): boolean {
  return matchesTerms(searchTerms(query), [
    request.first_name,
    request.last_name,
    request.company ?? '',
    request.email,
  ]);
}

/**
 * The Membership tab (docs/behaviour/staff-app.md#the-membership-tab): sub-tabs with counts, a
 * search box, and the request cards.
 */
export function MembershipView() {
  const { requests, status, busy, reload, decide, moveToPipeline, setIndustry, remove } =
    useMembershipRequests();
  const [filter, setFilter] = useState<RequestFilter>('pending');
  const [query, setQuery] = useState('');
  const [deleting, setDeleting] = useState<MembershipRequestRow | null>(null);
  const counts = useMemo(() => countByGroup(requests.map((r) => r.request_status)), [requests]);
  const shown = requests.filter(
    (r) => (filter === 'all' || statusGroup(r.request_status) === filter) && matches(r, query),
  );
  const now = new Date();

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div
          role="group"
          aria-label={labels.requests.requestsByStatus}
          className="flex flex-wrap gap-2"
        >
          {REQUEST_FILTERS.map((option) => (
            <button
              key={option.id}
              type="button"
              aria-pressed={filter === option.id}
              onClick={() => setFilter(option.id)}
              className={togglePillClass(filter === option.id)}
            >
              {option.label} <span className="font-normal">({counts[option.id]})</span>
            </button>
          ))}
        </div>
        <label className="flex min-w-[14rem] flex-col gap-1 text-sm font-semibold">
          {labels.requests.searchRequests}
          <input
            type="search"
            dir="auto"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={labels.requests.nameCompanyOrEmail}
            className="rounded-lg border border-sand-300 bg-white px-3 py-2 text-sm font-normal"
          />
        </label>
      </div>
      <ListState
        status={status}
        isEmpty={shown.length === 0}
        errorTitle={labels.requests.errorFetchingMembershipRequests}
        emptyText={
          query ? labels.requests.noRequestMatchesYourSearch : labels.common.noRequestsHere
        }
        onRetry={() => void reload()}
      />
      {status === 'ready' && shown.length > 0 && (
        <ul className="space-y-3">
          {shown.map((request) => (
            <RequestCard
              key={request.id}
              request={request}
              now={now}
              busy={busy.has(request.id)}
              onDecide={(decision) => void decide(request, decision)}
              onMove={() => void moveToPipeline(request)}
              onIndustry={(industry) => void setIndustry(request, industry)}
              onDelete={() => setDeleting(request)}
            />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={labels.requests.deleteThisRequest}
        confirmLabel={labels.common.delete}
        destructive
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) void remove(deleting);
          setDeleting(null);
        }}
      >
        <p>
          {withSlots(labels.requests.deleteWarning, {
            name: (
              <span dir="auto">
                {deleting ? `${deleting.first_name} ${deleting.last_name}`.trim() : ''}
              </span>
            ),
          })}
        </p>
      </ConfirmDialog>
    </div>
  );
}
