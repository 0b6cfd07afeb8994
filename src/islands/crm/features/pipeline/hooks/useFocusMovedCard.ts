import { useCallback, useEffect, useState } from 'react';
import type { BoardState } from '~/lib/crm/board.ts';
import type { PipelineStage } from '~/lib/crm/domain.ts';
import { labels } from '~/lib/crm/labels.ts';

/**
 * A moved card is drawn anew in its new column, so the focus it had (its drag handle, its stage
 * menu) falls to the page. Once the card is in its new column, this puts the focus on its drag
 * handle, so a keyboard user goes on from there (docs/behaviour/staff-app.md#the-board); focus
 * that went elsewhere meanwhile is left alone.
 */
export function useFocusMovedCard(board: BoardState) {
  const [target, setTarget] = useState<{ contactId: string; to: PipelineStage } | null>(null);

  useEffect(() => {
    if (!target || !board.columns[target.to].includes(target.contactId)) return;
    setTarget(null);
    // After the frame: a closing dialog hands focus back first (to the handle now gone). Not
    // cancelled by the re-render that clearing the target causes.
    requestAnimationFrame(() => {
      const active = document.activeElement;
      if (active && active !== document.body && active.isConnected) return;
      document
        .querySelector<HTMLElement>(
          `section[data-stage="${target.to}"] [data-contact-id="${CSS.escape(target.contactId)}"] [aria-roledescription="${CSS.escape(labels.pipeline.draggableContact)}"]`,
        )
        ?.focus();
    });
  }, [board, target]);

  return useCallback((contactId: string, to: PipelineStage) => setTarget({ contactId, to }), []);
}
