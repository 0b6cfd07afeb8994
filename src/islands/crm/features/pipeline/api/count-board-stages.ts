import { readBoardCounts, type BoardQuery } from '~/lib/crm/board-reads.ts';
import { crmClient } from '../../../api/client.ts';

/** How many contacts each stage has under the board's filters and search. */
export async function countBoardStages(filters: BoardQuery): Promise<Record<string, number>> {
  return readBoardCounts(await crmClient(), filters);
}
