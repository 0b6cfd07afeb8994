import { useDraggable } from '@dnd-kit/core';
import { memo } from 'react';
import { PIPELINE_STAGES, stageLabel, type PipelineStage } from '~/lib/crm/domain.ts';
import { stageOf, type BoardContact } from '~/lib/crm/board.ts';
import { shownTitle } from '~/lib/crm/role-title.ts';
import { HeatRating } from '../../../shared/components/HeatRating.tsx';
import { openContact } from '../../../stores/open-record.ts';
import { labels } from '~/lib/crm/labels.ts';
import { BidiText } from '~/islands/shared/ui/BidiText.tsx';

interface ContactCardProps {
  contact: BoardContact;
  onMove: (contact: BoardContact, to: PipelineStage) => void;
  /** Its place in the column (the column draws only the cards in view). */
  index: number;
  setSize: number;
  /** Where the column's virtualiser places it (every card is CARD_HEIGHT_PX tall). */
  top: number;
}

/**
 * Every card has the same height (an empty title or company keeps its line), so a column of
 * thousands is placed by arithmetic, with no measuring while it scrolls.
 */
export const CARD_HEIGHT_PX = 128;

export function fullName(contact: Pick<BoardContact, 'first_name' | 'last_name'>): string {
  return `${contact.first_name} ${contact.last_name}`.trim();
}

/**
 * A card (docs/behaviour/staff-app.md#the-board): name, account icon, title, company, heat and a
 * menu to move the stage.
 */
export const ContactCard = memo(function ContactCard({
  contact,
  onMove,
  index,
  setSize,
  top,
}: ContactCardProps) {
  const name = fullName(contact);
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: contact.id,
    data: { name, stage: stageOf(contact) },
  });
  return (
    <li
      ref={setNodeRef}
      aria-posinset={index + 1}
      aria-setsize={setSize}
      style={{ transform: `translateY(${top}px)`, height: CARD_HEIGHT_PX }}
      data-testid="contact-card"
      data-contact-id={contact.id}
      className={`absolute top-0 inset-e-3 inset-s-3 flex flex-col overflow-hidden rounded-xl border border-sand-200 bg-white p-3 shadow-sm ${isDragging ? 'opacity-40' : ''}`}
    >
      <div className="flex items-start justify-between gap-2">
        <button
          type="button"
          onClick={() => openContact(contact.id)}
          className="min-w-0 flex-1 text-start focus-visible:outline-2 focus-visible:outline-palm-700"
        >
          <span className="flex items-center gap-1.5 font-semibold text-palm-900">
            <span className="truncate" dir="auto">
              {name}
            </span>
            {contact.has_account && (
              <svg
                viewBox="0 0 20 20"
                width="14"
                height="14"
                role="img"
                aria-label={labels.pipeline.hasAnAccount}
                className="shrink-0 text-palm-700"
              >
                <title>{labels.pipeline.hasAnAccount}</title>
                <path
                  fill="currentColor"
                  d="M10 10a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8a7 7 0 0 1 14 0H3Z"
                />
              </svg>
            )}
          </span>
          <span className="block h-5 truncate text-sm text-muted" dir="auto">
            {shownTitle(contact.title)}
          </span>
          {/* A Latin run inside an Arabic name ("شركة 180 Studios") keeps its order. */}
          <span
            className="block h-5 truncate text-sm text-ink"
            dir="auto"
            data-testid="card-company"
          >
            <BidiText text={contact.company ?? ''} />
          </span>
        </button>
        <button
          type="button"
          {...attributes}
          {...listeners}
          aria-label={labels.pipeline.dragToAnotherStage(name)}
          aria-roledescription={labels.pipeline.draggableContact}
          aria-describedby="crm-dnd-instructions"
          className="cursor-grab touch-none rounded p-1 text-muted hover:bg-sand-100 active:cursor-grabbing"
        >
          <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true">
            <path
              fill="currentColor"
              d="M7 4a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0Zm0 6a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0Zm-1.5 7.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3ZM16 4a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0Zm-1.5 7.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3ZM16 16a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0Z"
            />
          </svg>
        </button>
      </div>
      <div className="mt-auto flex items-center justify-between gap-2 pt-2">
        <HeatRating value={contact.heat_rating} label={labels.common.heatRating} />
        <label className="sr-only" htmlFor={`move-${contact.id}`}>
          {labels.pipeline.moveToStage(name)}
        </label>
        <select
          id={`move-${contact.id}`}
          value={stageOf(contact)}
          onChange={(event) => onMove(contact, event.target.value as PipelineStage)}
          className="max-w-[9rem] rounded-md border border-sand-200 bg-white px-1 py-0.5 text-xs text-muted"
        >
          {PIPELINE_STAGES.map((stage) => (
            <option key={stage.id} value={stage.id}>
              {stageLabel(stage.id)}
            </option>
          ))}
        </select>
      </div>
    </li>
  );
});
