import type { IndustryId } from '~/lib/crm/domain.ts';
import { crmClient } from '../../../api/client.ts';

export async function updateRequestIndustry(
  requestId: string,
  industry: IndustryId,
): Promise<void> {
  const supabase = await crmClient();
  const { error } = await supabase
    .from('membership_requests')
    .update({ industry })
    .eq('id', requestId);
  if (error) throw error;
}
