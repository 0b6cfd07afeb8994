// The board's first read, drawn into /crm by the server (src/components/crm/FirstBoardData.astro)
// so the island draws the board without waiting for its own client, session and two requests.
import type { TypedSupabaseClient } from '../supabase/typed-client.ts';
import type { BoardContact } from './board.ts';
import {
  BOARD_FIRST_WINDOW,
  readBoardCards,
  readBoardCounts,
  type BoardQuery,
} from './board-reads.ts';

export const FIRST_BOARD_ELEMENT_ID = 'crm-first-board';

export interface FirstBoard {
  filters: BoardQuery;
  limit: number;
  cards: BoardContact[];
  counts: Record<string, number>;
}

/** Both reads as the signed-in staff member (RLS decides, as for the island's own reads). */
export async function readFirstBoard(
  supabase: TypedSupabaseClient,
  filters: BoardQuery,
): Promise<FirstBoard> {
  const [cards, counts] = await Promise.all([
    readBoardCards(supabase, filters, BOARD_FIRST_WINDOW),
    readBoardCounts(supabase, filters),
  ]);
  return { filters, limit: BOARD_FIRST_WINDOW, cards, counts };
}

/** Whether a first board drawn into the page answers the filters the island asks with. */
export function answers(board: FirstBoard, filters: BoardQuery, limit: number): boolean {
  return (
    board.limit === limit &&
    board.filters.leadType === filters.leadType &&
    board.filters.industry === filters.industry &&
    board.filters.query.trim() === filters.query.trim()
  );
}
