import { useId } from 'react';
import { labels } from '~/lib/crm/labels.ts';
import type { FailedRecipient } from '../api/list-failed-recipients.ts';
import type { OutcomeCounts } from '../api/read-outcome-counts.ts';
import { formatRiyadh } from '~/lib/crm/campaigns/riyadh-time.ts';

interface ResultsPanelProps {
  campaignId: string;
  counts: OutcomeCounts | null;
  failed: readonly FailedRecipient[];
}

/**
 * What became of the campaign's mails, as the database knows it, live: queued, sent, failed (with
 * why), unsubscribed before their mail went; the recipients as CSV; and why there are no open or
 * click figures.
 */
export function ResultsPanel({ campaignId, counts, failed }: ResultsPanelProps) {
  const id = useId();
  const words = labels.campaigns;
  const figures = [
    ['recipients', words.audience, counts?.recipients ?? 0],
    ['queued', words.queued, counts?.queued ?? 0],
    ['sent', words.sent, counts?.sent ?? 0],
    ['failed', words.failed, counts?.failed ?? 0],
    ['unsubscribed', words.unsubscribed, counts?.unsubscribed ?? 0],
  ] as const;
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h3 id={`${id}-heading`} className="text-lg font-semibold text-palm-900">
          {words.results}
        </h3>
        <a
          href={`/crm/campaigns/${campaignId}.csv`}
          className="text-sm font-semibold text-palm-700 underline underline-offset-4"
          download
        >
          {words.downloadCsv}
        </a>
      </div>
      <p className="text-xs text-muted">{words.resultsLive}</p>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5" data-testid="campaign-results">
        {figures.map(([key, label, value]) => (
          <div key={key} className="rounded-xl border border-sand-200 p-3" data-figure={key}>
            <dt className="text-xs font-semibold text-muted uppercase">{label}</dt>
            <dd className="text-2xl font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="rounded-lg bg-sand-50 p-3 text-sm" data-testid="no-tracking">
        {words.noTracking}
      </p>
      {failed.length > 0 && (
        <div className="overflow-x-auto">
          <table className="w-full text-start text-sm" data-testid="failed-recipients">
            <caption className="text-start font-semibold">{words.failedReasons}</caption>
            <thead>
              <tr className="border-b border-sand-200 text-muted">
                <th scope="col" className="py-1 pe-3 text-start font-semibold">
                  {words.email}
                </th>
                <th scope="col" className="py-1 pe-3 text-start font-semibold">
                  {words.reason}
                </th>
                <th scope="col" className="py-1 text-start font-semibold">
                  {words.when}
                </th>
              </tr>
            </thead>
            <tbody>
              {failed.map((row) => (
                <tr key={row.id} className="border-b border-sand-100">
                  <td className="py-1 pe-3 break-all">{row.email}</td>
                  <td className="py-1 pe-3" dir="auto">
                    {row.reason ?? '—'}
                  </td>
                  <td className="py-1 whitespace-nowrap">
                    {row.outcome_at ? formatRiyadh(row.outcome_at) : '—'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
