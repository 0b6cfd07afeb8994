import { labels } from '~/lib/crm/labels.ts';
import { EmptyNote } from '../../../shared/components/EmptyNote.tsx';
import { LoadFailed } from '../../../shared/components/LoadFailed.tsx';
import { useCampaign } from '../hooks/useCampaign.ts';
import { CampaignEditor } from './CampaignEditor.tsx';
import { CampaignRecord } from './CampaignRecord.tsx';
import { campaignHref, openCampaign } from './open-campaign.ts';

/**
 * One campaign, from the address: its editor while it is a draft, then its record (what was sent,
 * to whom, with live results). A colleague queueing it moves this page from one to the other.
 */
export function CampaignPage({ id }: { id: string }) {
  const words = labels.campaigns;
  const { value, status, reload } = useCampaign(id);
  const back = (
    <a
      href={campaignHref(null)}
      className="text-sm font-semibold text-palm-700 hover:underline"
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        openCampaign(null);
      }}
    >
      <span aria-hidden="true">← </span>
      {words.allCampaigns}
    </a>
  );
  let body;
  if (status === 'loading' && !value) {
    body = (
      <p className="py-10 text-center text-sm text-muted" aria-busy="true">
        {labels.common.loading}
      </p>
    );
  } else if (status === 'error' && !value) {
    body = <LoadFailed title={words.errorLoadingCampaign} onRetry={() => void reload()} />;
  } else if (!value?.campaign) {
    body = <EmptyNote>{words.campaignNotFound}</EmptyNote>;
  } else if (value.campaign.status === 'draft') {
    body = <CampaignEditor campaign={value.campaign} onQueued={() => void reload()} />;
  } else {
    body = (
      <CampaignRecord
        campaign={value.campaign}
        results={value.results}
        onChanged={() => void reload()}
      />
    );
  }
  return (
    <div className="space-y-4">
      {back}
      {body}
    </div>
  );
}
