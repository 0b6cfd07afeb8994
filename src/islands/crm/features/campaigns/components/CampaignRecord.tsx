import { useId } from 'react';
import { audienceFormOf } from '~/lib/crm/campaigns/audience-rule.ts';
import { draftOf } from '~/lib/crm/campaigns/campaign-draft.ts';
import { formatRiyadhShown } from '~/lib/crm/campaigns/riyadh-time.ts';
import { labels } from '~/lib/crm/labels.ts';
import { withSlots } from '../../../shared/components/with-slots.tsx';
import type { Campaign } from '../api/list-campaigns.ts';
import type { CampaignResults } from '../api/read-campaign-results.ts';
import { AudienceSummary } from './AudienceSummary.tsx';
import { CampaignControls } from './CampaignControls.tsx';
import { CampaignStatusBadge } from './CampaignStatusBadge.tsx';
import { MailPreview } from './MailPreview.tsx';
import { ResultsPanel } from './ResultsPanel.tsx';

interface CampaignRecordProps {
  campaign: Campaign;
  results: CampaignResults | null;
  onChanged: () => void;
}

/**
 * A campaign once queued (docs/behaviour/staff-app.md#the-campaigns-tab): what it says and to
 * whom, kept as the record of what was sent; pausing, resuming and cancelling; and its results,
 * live as the mails go.
 */
export function CampaignRecord({ campaign, results, onChanged }: CampaignRecordProps) {
  const id = useId();
  const words = labels.campaigns;
  const draft = draftOf(campaign);
  return (
    <article aria-labelledby={`${id}-title`} className="space-y-6">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex min-w-0 flex-wrap items-center gap-3">
          <h2 id={`${id}-title`} className="text-xl font-semibold text-palm-900" dir="auto">
            {campaign.subject_en.trim() || campaign.subject_ar.trim() || words.untitled}
          </h2>
          <CampaignStatusBadge status={campaign.status} />
        </div>
        <CampaignControls campaign={campaign} onChanged={onChanged} />
      </header>
      {campaign.status === 'scheduled' && campaign.scheduled_at && (
        <p className="text-sm" data-testid="scheduled-for">
          {withSlots(words.scheduledFor, {
            time: (
              <time dateTime={campaign.scheduled_at}>
                {formatRiyadhShown(campaign.scheduled_at)}
              </time>
            ),
          })}
        </p>
      )}
      {campaign.status !== 'scheduled' && (
        <ResultsPanel campaignId={campaign.id} results={results} />
      )}
      <div className="grid gap-6 xl:grid-cols-2">
        <AudienceSummary form={audienceFormOf(campaign.audience)} />
        <MailPreview draft={draft} firstNames={{ en: '', ar: '' }} />
      </div>
    </article>
  );
}
