import type { PipelineStage } from '~/lib/crm/domain.ts';
import { crmClient } from '../../api/client.ts';

/** How many checklist items of the contact's stage are still open (the stage-move guard). */
export async function countOpenChecklistItems(
  contactId: string,
  stage: PipelineStage,
): Promise<number> {
  const supabase = await crmClient();
  const { count, error } = await supabase
    .from('checklist_items')
    .select('id', { count: 'exact', head: true })
    .eq('contact_id', contactId)
    .eq('stage', stage)
    .eq('completed', false);
  if (error) throw error;
  return count ?? 0;
}
