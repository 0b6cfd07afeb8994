import { useCallback } from 'react';
import { labels } from '~/lib/crm/labels.ts';
import { followCampaigns } from '../api/follow-campaigns.ts';
import { getCampaign } from '../api/get-campaign.ts';
import type { Campaign } from '../api/list-campaigns.ts';
import { readCampaignResults, type CampaignResults } from '../api/read-campaign-results.ts';
import { useLiveRead } from './useLiveRead.ts';

export interface CampaignState {
  /** Null when no campaign has this id (deleted by a colleague, or a stale link). */
  campaign: Campaign | null;
  results: CampaignResults | null;
}

/** One campaign and its results, following its mails live. */
export function useCampaign(id: string) {
  const read = useCallback(async (): Promise<CampaignState> => {
    const campaign = await getCampaign(id);
    if (!campaign) return { campaign, results: null };
    return { campaign, results: await readCampaignResults(id) };
  }, [id]);
  const follow = useCallback((changed: () => void) => followCampaigns(changed, id), [id]);
  return useLiveRead(read, follow, labels.campaigns.errorLoadingCampaign);
}
