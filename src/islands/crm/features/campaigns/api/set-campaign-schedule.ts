import { crmClient } from '../../../api/client.ts';

/** When a draft is to go: an instant, or null for at once when queued. */
export async function setCampaignSchedule(id: string, at: Date | null): Promise<void> {
  const supabase = await crmClient();
  const { error } = await supabase
    .from('campaigns')
    .update({ scheduled_at: at ? at.toISOString() : null })
    .eq('id', id);
  if (error) throw error;
}
