import { crmClient } from '../../../api/client.ts';
import type { BoardQuery } from './list-board-cards.ts';

/** How many contacts each stage has under the board's filters and search (board_stage_counts). */
export async function countBoardStages(filters: BoardQuery): Promise<Record<string, number>> {
  const supabase = await crmClient();
  const { data, error } = await supabase.rpc('board_stage_counts', {
    ...(filters.leadType ? { p_lead_type: filters.leadType } : {}),
    ...(filters.industry ? { p_industry: filters.industry } : {}),
    ...(filters.query.trim() ? { p_query: filters.query } : {}),
  });
  if (error) throw error;
  return Object.fromEntries(data.map((row) => [row.stage, row.total]));
}
