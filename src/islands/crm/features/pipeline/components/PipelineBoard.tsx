import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import { useState } from 'react';
import type { BoardContact, BoardState } from '~/lib/crm/board.ts';
import {
  isPipelineStage,
  PIPELINE_STAGE_IDS,
  PIPELINE_STAGES,
  stageLabel,
  type PipelineStage,
} from '~/lib/crm/domain.ts';
import { stageAfter, stageStep } from '~/lib/crm/board-keys.ts';
import { directionOf, staffLocale } from '~/lib/crm/staff-language.ts';
import { BOARD_AUTO_SCROLL, underThePointer } from '../utils/board-drag.ts';
import { fullName } from './ContactCard.tsx';
import { StageColumn } from './StageColumn.tsx';
import { labels } from '~/lib/crm/labels.ts';

interface PipelineBoardProps {
  board: BoardState;
  /** A column scrolled near the end of the cards it holds: read its next window. */
  onNearEnd: (stage: PipelineStage) => void;
  onMove: (contact: BoardContact, to: PipelineStage) => void;
  onShowChecklist: (stage: PipelineStage) => void;
}

/**
 * Arrow keys carry a picked-up card from column to column, instead of dnd-kit's default of a few
 * pixels per key press: one press, one stage, in reading direction (src/lib/crm/board-keys.ts: in
 * Arabic ← is the next stage).
 */
const columnByColumn: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
  const step = stageStep(event.code, directionOf(staffLocale().language));
  if (!step) return undefined;
  event.preventDefault();
  const rects = context.droppableRects;
  let from: string | undefined = PIPELINE_STAGE_IDS.find((id) => id === context.over?.id);
  from ??= PIPELINE_STAGE_IDS.find((id) => {
    const rect = rects.get(id);
    return (
      rect !== undefined &&
      currentCoordinates.x >= rect.left &&
      currentCoordinates.x <= rect.left + rect.width
    );
  });
  const target = stageAfter(PIPELINE_STAGE_IDS, from, step);
  const rect = target && rects.get(target);
  if (!rect) return undefined;
  return {
    x: rect.left + rect.width / 2 - (context.collisionRect?.width ?? 0) / 2,
    y: rect.top + 60,
  };
};

function announcements(board: BoardState): Announcements {
  const name = (id: string | number) => {
    const contact = board.byId[String(id)];
    return contact ? fullName(contact) : labels.pipeline.theContact;
  };
  const where = (id: string | number | undefined) =>
    id ? stageLabel(String(id)) : labels.pipeline.noStage;
  return {
    onDragStart: ({ active }) => labels.pipeline.pickedUp(name(active.id)),
    onDragOver: ({ active, over }) => labels.pipeline.isOver(name(active.id), where(over?.id)),
    onDragEnd: ({ active, over }) =>
      over
        ? labels.pipeline.droppedOn(name(active.id), where(over.id))
        : labels.pipeline.droppedOutside(name(active.id)),
    onDragCancel: ({ active }) => labels.pipeline.moveCancelled(name(active.id)),
  };
}

/**
 * The pipeline (docs/behaviour/staff-app.md#the-board): six stage columns, cards dragged between
 * them by mouse, touch or keys.
 */
export function PipelineBoard({ board, onNearEnd, onMove, onShowChecklist }: PipelineBoardProps) {
  const [activeId, setActiveId] = useState<string | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    // Instant scrolling, so the column a key press lands on is the one a drop goes to.
    useSensor(KeyboardSensor, { coordinateGetter: columnByColumn, scrollBehavior: 'auto' }),
  );

  function handleDragEnd(event: DragEndEvent) {
    setActiveId(null);
    const contact = board.byId[String(event.active.id)];
    const to = event.over?.id;
    if (contact && isPipelineStage(to)) onMove(contact, to);
  }

  const active = activeId ? board.byId[activeId] : undefined;
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={underThePointer}
      autoScroll={BOARD_AUTO_SCROLL}
      onDragStart={(event: DragStartEvent) => setActiveId(String(event.active.id))}
      onDragEnd={handleDragEnd}
      onDragCancel={() => setActiveId(null)}
      accessibility={{
        announcements: announcements(board),
        screenReaderInstructions: {
          draggable: labels.pipeline.toMoveAContactTo,
        },
      }}
    >
      <p id="crm-dnd-instructions" className="sr-only">
        {labels.pipeline.pressSpaceOrEnterTo}
      </p>
      {/* relative: screen-reader-only text in the columns is positioned absolutely; contained
          here, it scrolls with the board instead of widening the page (and a phone's viewport). */}
      <div className="relative flex gap-4 overflow-x-auto pb-4" data-testid="pipeline-board">
        {PIPELINE_STAGES.map((stage) => (
          <StageColumn
            key={stage.id}
            stage={stage}
            contacts={board.columns[stage.id].map((id) => board.byId[id]!)}
            total={board.totals[stage.id]}
            complete={board.complete[stage.id]}
            onNearEnd={onNearEnd}
            onMove={onMove}
            onShowChecklist={onShowChecklist}
          />
        ))}
      </div>
      <DragOverlay dropAnimation={null}>
        {active ? (
          <div
            className="w-72 rotate-1 rounded-xl border border-palm-600 bg-white p-3 shadow-lg"
            data-testid="drag-overlay"
          >
            <p className="font-semibold text-palm-900" dir="auto">
              {fullName(active)}
            </p>
            {active.company && (
              <p className="text-sm text-ink" dir="auto">
                {active.company}
              </p>
            )}
          </div>
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}
