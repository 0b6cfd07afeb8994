import { useStore } from '@nanostores/react';
import { useCallback, useState } from 'react';
import { stageOf, type BoardContact } from '~/lib/crm/board.ts';
import type { PipelineStage } from '~/lib/crm/domain.ts';
import { useStageMove } from '../../../shared/hooks/useStageMove.tsx';
import { $view } from '../../../stores/view.ts';
import { useBoard } from '../hooks/useBoard.ts';
import { useFocusMovedCard } from '../hooks/useFocusMovedCard.ts';
import { BoardFilters } from './BoardFilters.tsx';
import { fullName } from './ContactCard.tsx';
import { PipelineBoard } from './PipelineBoard.tsx';
import { StageChecklistDialog } from './StageChecklistDialog.tsx';
import { labels } from '~/lib/crm/labels.ts';
import { LoadFailed } from '../../../shared/components/LoadFailed.tsx';

function BoardSkeleton() {
  return (
    <div
      role="status"
      className="flex gap-4 overflow-hidden"
      aria-busy="true"
      aria-label={labels.pipeline.loadingThePipeline}
    >
      {Array.from({ length: 6 }, (_, column) => (
        <div
          key={column}
          className="w-80 shrink-0 space-y-2 rounded-2xl border border-sand-200 bg-sand-50 p-3"
        >
          <div className="h-5 w-32 animate-pulse rounded bg-sand-200" />
          {Array.from({ length: 3 }, (_, card) => (
            <div key={card} className="h-20 animate-pulse rounded-xl bg-white" />
          ))}
        </div>
      ))}
    </div>
  );
}

/** The Pipeline tab: filters, the board, and the dialogs the board opens. */
export function PipelineView() {
  const view = useStore($view);
  const { board, status, reading, reload, refresh, move, loadMore } = useBoard({
    leadType: view.leadType,
    industry: view.industry,
    query: view.query,
  });
  const focusMovedCard = useFocusMovedCard(board);
  const moveAndKeepFocus = useCallback(
    (contactId: string, to: PipelineStage) => {
      move(contactId, to);
      focusMovedCard(contactId, to);
    },
    [move, focusMovedCard],
  );
  const { requestMove, dialog } = useStageMove(moveAndKeepFocus);
  const [checklistStage, setChecklistStage] = useState<PipelineStage | null>(null);

  const onMove = useCallback(
    (contact: BoardContact, to: PipelineStage) =>
      void requestMove({
        contactId: contact.id,
        name: fullName(contact),
        from: stageOf(contact),
        to,
        openItems: contact.open_checklist_items,
      }),
    [requestMove],
  );
  return (
    <div className="space-y-4">
      <BoardFilters onIndustriesInferred={() => void refresh()} searching={reading} />
      {status === 'loading' && <BoardSkeleton />}
      {status === 'error' && (
        <LoadFailed title={labels.pipeline.errorFetchingContacts} onRetry={() => void reload()} />
      )}
      {status === 'ready' && (
        <PipelineBoard
          board={board}
          onNearEnd={loadMore}
          onMove={onMove}
          onShowChecklist={setChecklistStage}
        />
      )}
      <StageChecklistDialog stage={checklistStage} onClose={() => setChecklistStage(null)} />
      {dialog}
    </div>
  );
}
