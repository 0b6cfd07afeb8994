import type { BoardContact } from '~/lib/crm/board.ts';
import type { PipelineStage } from '~/lib/crm/domain.ts';
import { crmClient } from '../../../api/client.ts';

/** The board's filters as the server applies them (null: all; '' query: no search). */
export interface BoardQuery {
  leadType: string | null;
  industry: string | null;
  query: string;
}

/** Where a column's next window starts: after this card. */
export interface WindowStart {
  stage: PipelineStage;
  after: Pick<BoardContact, 'heat_rating' | 'created_at' | 'id'>;
}

/**
 * A window of the board's cards in column order (board_cards): the first `limit` of every
 * stage, or of one stage after a given card; filtered and searched on the server, so the board
 * reaches every contact however many there are (docs/behaviour/staff-app.md#the-board).
 */
export async function listBoardCards(
  filters: BoardQuery,
  limit: number,
  from?: WindowStart,
): Promise<BoardContact[]> {
  const supabase = await crmClient();
  const { data, error } = await supabase.rpc('board_cards', {
    ...(filters.leadType ? { p_lead_type: filters.leadType } : {}),
    ...(filters.industry ? { p_industry: filters.industry } : {}),
    ...(filters.query.trim() ? { p_query: filters.query } : {}),
    p_limit: limit,
    ...(from
      ? {
          p_stage: from.stage,
          p_after_heat: from.after.heat_rating,
          p_after_created_at: from.after.created_at,
          p_after_id: from.after.id,
        }
      : {}),
  });
  if (error) throw error;
  return data.map((row) => ({
    id: row.id,
    first_name: row.first_name,
    last_name: row.last_name ?? '',
    email: row.email,
    company: row.company ?? null,
    title: row.title ?? null,
    industry: row.industry ?? null,
    lead_type: row.lead_type,
    stage: row.stage,
    heat_rating: row.heat_rating,
    created_at: row.created_at,
    has_account: row.has_account,
    open_checklist_items: row.open_checklist_items,
  }));
}
