import { useCallback } from 'react';
import { labels } from '~/lib/crm/labels.ts';
import { followCampaigns } from '../api/follow-campaigns.ts';
import { getCampaign } from '../api/get-campaign.ts';
import { listFailedRecipients, type FailedRecipient } from '../api/list-failed-recipients.ts';
import type { Campaign } from '../api/list-campaigns.ts';
import { readOutcomeCounts, type OutcomeCounts } from '../api/read-outcome-counts.ts';
import { useLiveRead } from './useLiveRead.ts';

export interface CampaignState {
  /** Null when no campaign has this id (deleted by a colleague, or a stale link). */
  campaign: Campaign | null;
  counts: OutcomeCounts | null;
  failed: FailedRecipient[];
}

/** One campaign, its outcome counts and its failed mails, following its mails live. */
export function useCampaign(id: string) {
  const read = useCallback(async (): Promise<CampaignState> => {
    const [campaign, counts, failed] = await Promise.all([
      getCampaign(id),
      readOutcomeCounts(id),
      listFailedRecipients(id),
    ]);
    return { campaign, counts: counts.get(id) ?? null, failed };
  }, [id]);
  const follow = useCallback((changed: () => void) => followCampaigns(changed, id), [id]);
  return useLiveRead(read, follow, labels.campaigns.errorLoadingCampaign);
}
