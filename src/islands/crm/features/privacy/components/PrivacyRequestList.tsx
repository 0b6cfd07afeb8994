import { formatDueDate } from '~functions/_shared/domain/format-due-date.ts';
import { requestClock } from '~/lib/privacy/request-rows.ts';
import { formatLastLogin } from '~/lib/crm/unified-rows.ts';
import type { PrivacyRequest } from '../api/list-privacy-requests.ts';
import { labels } from '~/lib/crm/labels.ts';

/** Every column but the last, Status, which has no end padding. */
const PADDED_COLUMNS = () => [
  labels.privacy.request,
  labels.privacy.address,
  labels.common.received,
  labels.privacy.due,
  labels.privacy.timeLeft,
];

interface PrivacyRequestListProps {
  requests: readonly PrivacyRequest[];
  /** What the table holds, for screen readers. */
  caption: string;
  now: Date;
  onOpen: (request: PrivacyRequest) => void;
}

/** One row per request: kind, address, received, due date, days left (red and in words when late), status. */
export function PrivacyRequestList({ requests, caption, now, onOpen }: PrivacyRequestListProps) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-start text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-sand-200 text-muted">
            {PADDED_COLUMNS().map((column) => (
              <th key={column} scope="col" className="py-2 pe-3 text-start font-semibold">
                {column}
              </th>
            ))}
            <th scope="col" className="py-2 text-start font-semibold">
              {labels.common.status}
            </th>
          </tr>
        </thead>
        <tbody>
          {requests.map((request) => {
            const clock = requestClock(request, now);
            return (
              <tr
                key={request.id}
                className="border-b border-sand-100"
                data-testid="privacy-request"
              >
                <td className="py-2 pe-3">
                  <button
                    type="button"
                    className="font-semibold text-palm-700 hover:underline"
                    onClick={() => onOpen(request)}
                  >
                    {clock.kindLabel}
                  </button>
                </td>
                <td className="py-2 pe-3 break-all" dir="auto">
                  {request.email ?? labels.privacy.erased}
                </td>
                <td className="py-2 pe-3 whitespace-nowrap">
                  <time dateTime={request.received_at}>{formatLastLogin(request.received_at)}</time>
                </td>
                <td className="py-2 pe-3 whitespace-nowrap">
                  {clock.deadline ? formatDueDate(clock.deadline) : labels.privacy.onceVerified}
                </td>
                <td
                  className={`py-2 pe-3 whitespace-nowrap ${clock.overdue ? 'font-semibold text-red-700' : ''}`}
                >
                  {clock.clockText ?? '—'}
                </td>
                <td className="py-2 whitespace-nowrap">{clock.statusLabel}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
