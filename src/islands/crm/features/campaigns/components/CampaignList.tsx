import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { notifyError } from '~/islands/shared/toaster/notify.tsx';
import { formatRiyadhShown } from '~/lib/crm/campaigns/riyadh-time.ts';
import { labels } from '~/lib/crm/labels.ts';
import { errorMessage } from '../../../api/client.ts';
import { ListState } from '../../../shared/components/ListState.tsx';
import { $mailBrand } from '../../../stores/event-catalogue.ts';
import { createCampaign } from '../api/create-campaign.ts';
import { useCampaignList, type CampaignListEntry } from '../hooks/useCampaignList.ts';
import { CampaignStatusBadge } from './CampaignStatusBadge.tsx';
import { campaignHref, openCampaign } from './open-campaign.ts';

/** When the campaign went or goes, else when it was written. */
function dateOf(entry: CampaignListEntry): string {
  const words = labels.campaigns;
  if (entry.status === 'scheduled' && entry.scheduled_at)
    return words.dueAt(formatRiyadhShown(entry.scheduled_at));
  if (entry.queued_at) return words.queuedAt(formatRiyadhShown(entry.queued_at));
  return words.createdAt(formatRiyadhShown(entry.created_at));
}

/** The list of campaigns, newest first, each with its counts, and New campaign. */
export function CampaignList() {
  const words = labels.campaigns;
  const { value, status, reload } = useCampaignList();
  const brand = useStore($mailBrand);
  const [creating, setCreating] = useState(false);
  const rows = value ?? [];

  const create = async () => {
    setCreating(true);
    try {
      openCampaign(await createCampaign(brand.siteName || words.campaigns));
    } catch (error) {
      notifyError(words.saveFailed, errorMessage(error));
      setCreating(false);
    }
  };

  return (
    <section aria-labelledby="campaigns-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="campaigns-heading" className="text-xl font-semibold text-palm-900">
          {words.campaigns}
        </h2>
        <button
          type="button"
          className="btn-primary px-4 py-2"
          onClick={() => void create()}
          disabled={creating}
          aria-busy={creating}
        >
          {creating ? words.creating : words.newCampaign}
        </button>
      </div>
      <p className="text-sm text-muted">{words.noTracking}</p>
      <ListState
        status={status}
        isEmpty={rows.length === 0}
        errorTitle={words.errorLoadingCampaigns}
        emptyText={words.noCampaignsYet}
        onRetry={() => void reload()}
      />
      {status === 'ready' && rows.length > 0 && (
        <div className="overflow-x-auto">
          <table className="w-full text-start text-sm" data-testid="campaign-list">
            <caption className="sr-only">{words.listCaption}</caption>
            <thead>
              <tr className="border-b border-sand-200 text-muted">
                {[words.subject, words.status, words.audience, words.sent, words.failed].map(
                  (column) => (
                    <th key={column} scope="col" className="py-2 pe-3 text-start font-semibold">
                      {column}
                    </th>
                  ),
                )}
                <th scope="col" className="py-2 text-start font-semibold">
                  {words.when}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((entry) => (
                <tr key={entry.id} className="border-b border-sand-100" data-testid="campaign-row">
                  <td className="py-2 pe-3">
                    <a
                      href={campaignHref(entry.id)}
                      className="font-semibold text-palm-700 hover:underline"
                      dir="auto"
                      onClick={(event) => {
                        if (event.metaKey || event.ctrlKey || event.shiftKey) return;
                        event.preventDefault();
                        openCampaign(entry.id);
                      }}
                    >
                      {entry.subject_en.trim() || entry.subject_ar.trim() || words.untitled}
                    </a>
                  </td>
                  <td className="py-2 pe-3">
                    <CampaignStatusBadge status={entry.status} />
                  </td>
                  <td className="py-2 pe-3 tabular-nums">{entry.counts?.recipients ?? '—'}</td>
                  <td className="py-2 pe-3 tabular-nums">{entry.counts?.sent ?? '—'}</td>
                  <td className="py-2 pe-3 tabular-nums">{entry.counts?.failed ?? '—'}</td>
                  <td className="py-2 whitespace-nowrap">{dateOf(entry)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
