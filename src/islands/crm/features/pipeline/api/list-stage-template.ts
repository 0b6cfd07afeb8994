import type { PipelineStage } from '~/lib/crm/domain.ts';
import { crmClient } from '../../../api/client.ts';

/** The stage's default checklist (checklist_items with no contact), in order. */
export async function listStageTemplate(stage: PipelineStage): Promise<string[]> {
  const supabase = await crmClient();
  const { data, error } = await supabase
    .from('checklist_items')
    .select('item_text')
    .is('contact_id', null)
    .eq('stage', stage)
    .order('position');
  if (error) throw error;
  return data.map((row) => row.item_text);
}
