import { useId } from 'react';
import { labels } from '~/lib/crm/labels.ts';
import type { CampaignResults } from '../api/read-campaign-results.ts';

interface ResultsPanelProps {
  campaignId: string;
  results: CampaignResults | null;
}

/**
 * What became of the campaign's mails, as the database knows it, live: queued, sent, failed (with
 * why), skipped, unsubscribed since it went, and the requests made from its link; the recipients
 * as CSV; and why there are no open or click figures.
 */
export function ResultsPanel({ campaignId, results }: ResultsPanelProps) {
  const id = useId();
  const words = labels.campaigns;
  const outcomes = results?.outcomes;
  const figures: [string, string, number][] = [
    ['queued', words.queued, outcomes?.queued ?? 0],
    ['sent', words.sent, outcomes?.sent ?? 0],
    ['failed', words.failed, outcomes?.failed ?? 0],
    ['skipped', words.skipped, outcomes?.skipped_unsubscribed ?? 0],
    ['unsubscribed', words.unsubscribed, results?.unsubscribed ?? 0],
    ['requests', words.requestsMade, results?.requests ?? 0],
  ];
  if (outcomes?.cancelled) figures.push(['cancelled', words.cancelledMails, outcomes.cancelled]);
  const failures = results?.failures ?? [];
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
      <dl
        className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6"
        data-testid="campaign-results"
      >
        {figures.map(([key, label, value]) => (
          <div key={key} className="rounded-xl border border-sand-200 p-3" data-figure={key}>
            <dt className="text-xs font-semibold text-muted">{label}</dt>
            <dd className="text-2xl font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="rounded-lg bg-sand-50 p-3 text-sm" data-testid="no-tracking">
        {words.noTracking}
      </p>
      {failures.length > 0 && (
        <table className="w-full text-start text-sm" data-testid="failure-reasons">
          <caption className="text-start font-semibold">{words.failedReasons}</caption>
          <thead>
            <tr className="border-b border-sand-200 text-muted">
              <th scope="col" className="py-1 pe-3 text-start font-semibold">
                {words.reason}
              </th>
              <th scope="col" className="py-1 text-start font-semibold">
                {words.mails}
              </th>
            </tr>
          </thead>
          <tbody>
            {failures.map((failure) => (
              <tr key={failure.reason} className="border-b border-sand-100">
                <td className="py-1 pe-3" dir="auto">
                  {failure.reason || words.noReasonGiven}
                </td>
                <td className="py-1 tabular-nums">{failure.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
