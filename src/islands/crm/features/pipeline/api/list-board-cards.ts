import type { BoardContact } from '~/lib/crm/board.ts';
import { readBoardCards, type BoardQuery, type WindowStart } from '~/lib/crm/board-reads.ts';
import { crmClient } from '../../../api/client.ts';

export type { BoardQuery, WindowStart };

/** A window of the board's cards in column order, read as the signed-in staff member. */
export async function listBoardCards(
  filters: BoardQuery,
  limit: number,
  from?: WindowStart,
): Promise<BoardContact[]> {
  return readBoardCards(await crmClient(), filters, limit, from);
}
