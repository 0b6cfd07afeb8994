import { followTable } from '~/islands/shared/live/follow-table.ts';
import { crmClient } from '../../../api/client.ts';

/**
 * Calls `changed` after any change to a campaign, or to a recipient (of one campaign when named):
 * the list and a campaign's results read again. Resolves with a function that stops.
 */
export async function followCampaigns(
  changed: () => void,
  campaignId?: string,
): Promise<() => void> {
  const supabase = await crmClient();
  const stops = [
    followTable(supabase, {
      table: 'campaigns',
      ...(campaignId ? { filter: `id=eq.${campaignId}` } : {}),
      onBatch: changed,
    }),
    followTable(supabase, {
      table: 'campaign_recipients',
      ...(campaignId ? { filter: `campaign_id=eq.${campaignId}` } : {}),
      onBatch: changed,
    }),
  ];
  return () => stops.forEach((stop) => stop());
}
