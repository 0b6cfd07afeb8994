import { labels } from '~/lib/crm/labels.ts';
import { followCampaigns } from '../api/follow-campaigns.ts';
import { listCampaigns, type CampaignListRow } from '../api/list-campaigns.ts';
import { readOutcomeCounts, type OutcomeCounts } from '../api/read-outcome-counts.ts';
import { useLiveRead } from './useLiveRead.ts';

export interface CampaignListEntry extends CampaignListRow {
  counts: OutcomeCounts | null;
}

async function readList(): Promise<CampaignListEntry[]> {
  const [rows, counts] = await Promise.all([listCampaigns(), readOutcomeCounts()]);
  return rows.map((row) => ({ ...row, counts: counts.get(row.id) ?? null }));
}

const followAll = (changed: () => void) => followCampaigns(changed);

/** Every campaign with its outcome counts, following changes live. */
export function useCampaignList() {
  return useLiveRead(readList, followAll, labels.campaigns.errorLoadingCampaigns);
}
