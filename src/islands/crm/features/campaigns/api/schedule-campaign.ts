import { crmClient } from '../../../api/client.ts';

/** Schedules a draft to go at a time; its audience is fixed from consent then. */
export async function scheduleCampaign(id: string, at: Date): Promise<void> {
  const supabase = await crmClient();
  const { error } = await supabase.rpc('schedule_campaign', {
    campaign_id: id,
    at: at.toISOString(),
  });
  if (error) throw error;
}
