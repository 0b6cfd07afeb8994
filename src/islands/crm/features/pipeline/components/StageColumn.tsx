import { useDroppable } from '@dnd-kit/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef } from 'react';
import type { BoardContact } from '~/lib/crm/board.ts';
import { stageLabel, type PipelineStage } from '~/lib/crm/domain.ts';
import { crmNumberFormat } from '~/lib/crm/staff-format.ts';
import { CARD_HEIGHT_PX, ContactCard } from './ContactCard.tsx';
import { labels } from '~/lib/crm/labels.ts';

const GAP_PX = 8;
const PADDING_PX = 12;

interface StageColumnProps {
  stage: { id: PipelineStage };
  /** The cards the column holds: its first ones, in the board's order. */
  contacts: BoardContact[];
  /** How many the stage has (the count shown), held or not. */
  total: number;
  /** Whether the column holds all of them. */
  complete: boolean;
  onNearEnd: (stage: PipelineStage) => void;
  onMove: (contact: BoardContact, to: PipelineStage) => void;
  onShowChecklist: (stage: PipelineStage) => void;
}

/** Cards from the end of those held at which the column asks for more. */
const NEAR_END = 20;

/**
 * One stage column (docs/behaviour/staff-app.md#the-board): its name, true count and checklist
 * info, then its cards. Only the cards in view (plus a margin) are in the page, so a column of
 * thousands scrolls as lightly as one of ten; the column holds its first cards and reads more as
 * it scrolls near the end of them.
 */
export function StageColumn({
  stage,
  contacts,
  total,
  complete,
  onNearEnd,
  onMove,
  onShowChecklist,
}: StageColumnProps) {
  const label = stageLabel(stage.id);
  const { setNodeRef, isOver } = useDroppable({ id: stage.id, data: { label } });
  const scroller = useRef<HTMLDivElement>(null);
  // The project does not run the React Compiler, so nothing memoises this component; the rule
  // only warns that the compiler would skip it.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: contacts.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => CARD_HEIGHT_PX,
    getItemKey: (index) => contacts[index]?.id ?? index,
    gap: GAP_PX,
    paddingStart: PADDING_PX,
    paddingEnd: PADDING_PX,
    overscan: 8,
  });
  const lastShown = virtualizer.getVirtualItems().at(-1)?.index ?? -1;
  // Asked after every board the column is drawn with (contacts is a new array each time), not
  // only when the last card shown or the count changes: a window read while the whole board is
  // read again is dropped (useBoard's loadMore), and a column left at its end would otherwise
  // wait for a scroll that need not come.
  useEffect(() => {
    if (!complete && contacts.length > 0 && lastShown >= contacts.length - NEAR_END) {
      onNearEnd(stage.id);
    }
  }, [complete, contacts, lastShown, onNearEnd, stage.id]);
  const headingId = `stage-${stage.id}`;
  return (
    <section
      ref={setNodeRef}
      aria-labelledby={headingId}
      data-stage={stage.id}
      className={`flex w-80 shrink-0 flex-col rounded-2xl border bg-sand-50 ${isOver ? 'border-palm-600 ring-2 ring-palm-600/30' : 'border-sand-200'}`}
    >
      <header className="flex items-center justify-between gap-2 border-b border-sand-200 px-4 py-3">
        <h2 id={headingId} className="font-semibold text-palm-900">
          {label}{' '}
          <span
            className="ms-1 rounded-full bg-white px-2 py-0.5 text-xs font-semibold text-muted"
            data-testid="stage-count"
          >
            {crmNumberFormat({ useGrouping: false }).format(total)}
          </span>
        </h2>
        <button
          type="button"
          onClick={() => onShowChecklist(stage.id)}
          className="rounded-full p-1 text-muted hover:bg-sand-100 hover:text-ink"
        >
          <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true">
            <circle cx="10" cy="10" r="8" fill="none" stroke="currentColor" strokeWidth="1.6" />
            <path
              d="M10 9v5M10 6.2v.1"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
            />
          </svg>
          <span className="sr-only">{labels.pipeline.columnChecklist(label)}</span>
        </button>
      </header>
      {contacts.length === 0 ? (
        <p className="px-4 py-6 text-center text-sm text-muted">
          {labels.pipeline.noContactsInThisStage}
        </p>
      ) : (
        <div
          ref={scroller}
          className="max-h-[70vh] overflow-y-auto overscroll-contain"
          data-testid="stage-scroller"
        >
          <ul
            aria-labelledby={headingId}
            className="relative w-full"
            style={{ height: virtualizer.getTotalSize() }}
          >
            {virtualizer.getVirtualItems().map((item) => {
              const contact = contacts[item.index]!;
              return (
                <ContactCard
                  key={item.key}
                  contact={contact}
                  onMove={onMove}
                  index={item.index}
                  setSize={total}
                  top={item.start}
                />
              );
            })}
          </ul>
          {!complete && (
            <p className="px-4 pb-3 text-center text-sm text-muted" data-testid="stage-more">
              {labels.pipeline.loadingMoreContacts}
            </p>
          )}
        </div>
      )}
    </section>
  );
}
