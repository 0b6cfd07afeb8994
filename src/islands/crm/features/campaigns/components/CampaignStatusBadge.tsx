import type { CampaignStatus } from '~functions/_shared/domain/campaigns.ts';
import { valueLabel } from '~/lib/crm/value-labels.ts';

const TONE: Record<CampaignStatus, string> = {
  draft: 'bg-sand-100 text-ink',
  scheduled: 'bg-blue-50 text-blue-900',
  sending: 'bg-amber-50 text-amber-900',
  paused: 'bg-orange-50 text-orange-900',
  sent: 'bg-palm-50 text-palm-900',
  cancelled: 'bg-red-50 text-red-900',
};

/** Where a campaign is, as a small label. */
export function CampaignStatusBadge({ status }: { status: CampaignStatus }) {
  return (
    <span
      className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${TONE[status]}`}
      data-testid="campaign-status"
    >
      {valueLabel('campaignStatus', status)}
    </span>
  );
}
