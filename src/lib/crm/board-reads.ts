// The board's two reads (docs/behaviour/staff-app.md#the-board), given the client to read with:
// the staff app's browser client, or the server's request client when /crm draws the first board
// into the page (src/components/crm/FirstBoardData.astro).
import type { TypedSupabaseClient } from '../supabase/typed-client.ts';
import type { BoardContact } from './board.ts';
import type { PipelineStage } from './domain.ts';

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

/** The cards each column shows first, and the least a column reads when it loads more. */
export const BOARD_FIRST_WINDOW = 50;

function filterArgs(filters: BoardQuery) {
  return {
    ...(filters.leadType ? { p_lead_type: filters.leadType } : {}),
    ...(filters.industry ? { p_industry: filters.industry } : {}),
    ...(filters.query.trim() ? { p_query: filters.query } : {}),
  };
}

/**
 * A window of the board's cards in column order (board_cards): the first `limit` of every
 * stage, or of one stage after a given card; filtered and searched on the server, so the board
 * reaches every contact however many there are.
 */
export async function readBoardCards(
  supabase: TypedSupabaseClient,
  filters: BoardQuery,
  limit: number,
  from?: WindowStart,
): Promise<BoardContact[]> {
  const { data, error } = await supabase.rpc('board_cards', {
    ...filterArgs(filters),
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

/** How many contacts each stage has under the board's filters and search (board_stage_counts). */
export async function readBoardCounts(
  supabase: TypedSupabaseClient,
  filters: BoardQuery,
): Promise<Record<string, number>> {
  const { data, error } = await supabase.rpc('board_stage_counts', filterArgs(filters));
  if (error) throw error;
  return Object.fromEntries(data.map((row) => [row.stage, row.total]));
}
