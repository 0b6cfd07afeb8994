import { answers, FIRST_BOARD_ELEMENT_ID, type FirstBoard } from '~/lib/crm/first-board.ts';
import type { BoardQuery } from '~/lib/crm/board-reads.ts';

/**
 * The first board the server drew into the page (src/components/crm/FirstBoardData.astro), if
 * the page has already come whole: taken once, so null when there is none, it is unreadable, or
 * it answers other filters than these (and then the board reads for itself). Undefined while the
 * page is still arriving: the element follows the island, so it may be on its way.
 */
export function firstBoardInPage(
  filters: BoardQuery,
  limit: number,
): FirstBoard | null | undefined {
  const element = document.getElementById(FIRST_BOARD_ELEMENT_ID);
  if (!element) return document.readyState === 'loading' ? undefined : null;
  element.remove();
  try {
    const board = JSON.parse(element.textContent ?? '') as FirstBoard;
    return answers(board, filters, limit) ? board : null;
  } catch {
    return null;
  }
}

/** The same, waiting for the rest of the page when it is still arriving. */
export async function takeFirstBoard(
  filters: BoardQuery,
  limit: number,
): Promise<FirstBoard | null> {
  const now = firstBoardInPage(filters, limit);
  if (now !== undefined) return now;
  await new Promise((resolve) =>
    document.addEventListener('DOMContentLoaded', resolve, { once: true }),
  );
  return firstBoardInPage(filters, limit) ?? null;
}
