import { crmClient } from '../../../api/client.ts';

export async function updateRequestIndustry(requestId: string, industry: string): Promise<void> {
  const supabase = await crmClient();
  const { error } = await supabase
    .from('membership_requests')
    .update({ industry })
    .eq('id', requestId);
  if (error) throw error;
}
