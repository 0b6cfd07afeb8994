import { answers, FIRST_BOARD_ELEMENT_ID, type FirstBoard } from '~/lib/crm/first-board.ts';
import type { BoardQuery } from '~/lib/crm/board-reads.ts';

/** The element once the page has it: it follows the island, so it may still be on its way. */
function pageElement(): Promise<HTMLElement | null> {
  const now = document.getElementById(FIRST_BOARD_ELEMENT_ID);
  if (now || document.readyState !== 'loading') return Promise.resolve(now);
  return new Promise((resolve) => {
    document.addEventListener(
      'DOMContentLoaded',
      () => resolve(document.getElementById(FIRST_BOARD_ELEMENT_ID)),
      { once: true },
    );
  });
}

/**
 * The first board the server drew into the page (src/components/crm/FirstBoardData.astro), taken
 * once: null when there is none, it is unreadable, or it answers other filters than these, and
 * then the board reads for itself.
 */
export async function takeFirstBoard(
  filters: BoardQuery,
  limit: number,
): Promise<FirstBoard | null> {
  const element = await pageElement();
  if (!element) return null;
  element.remove();
  try {
    const board = JSON.parse(element.textContent ?? '') as FirstBoard;
    return answers(board, filters, limit) ? board : null;
  } catch {
    return null;
  }
}
