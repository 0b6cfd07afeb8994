import { useDroppable } from '@dnd-kit/core';
import { useState } from 'react';
import type { BoardContact } from '~/lib/crm/board.ts';
import type { PipelineStage } from '~/lib/crm/domain.ts';
import { ContactCard } from './ContactCard.tsx';

/** Cards rendered at first, and added per 'Show more': long columns stay light to draw. */
const PAGE = 100;

interface StageColumnProps {
  stage: { id: PipelineStage; label: string; description: string };
  contacts: BoardContact[];
  onMove: (contact: BoardContact, to: PipelineStage) => void;
  onShowChecklist: (stage: PipelineStage) => void;
}

/** One stage column (spec §2): its name, count and checklist info, then its cards. */
export function StageColumn({ stage, contacts, onMove, onShowChecklist }: StageColumnProps) {
  const { setNodeRef, isOver } = useDroppable({ id: stage.id, data: { label: stage.label } });
  const [shown, setShown] = useState(PAGE);
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
          {stage.label}{' '}
          <span
            className="ml-1 rounded-full bg-white px-2 py-0.5 text-xs font-semibold text-muted"
            data-testid="stage-count"
          >
            {contacts.length}
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
          <span className="sr-only">{stage.label} checklist</span>
        </button>
      </header>
      {contacts.length === 0 ? (
        <p className="px-4 py-6 text-center text-sm text-muted">No contacts in this stage.</p>
      ) : (
        <ul className="flex max-h-[70vh] flex-col gap-2 overflow-y-auto p-3">
          {contacts.slice(0, shown).map((contact) => (
            <ContactCard key={contact.id} contact={contact} onMove={onMove} />
          ))}
          {contacts.length > shown && (
            <li>
              <button
                type="button"
                className="w-full rounded-lg py-2 text-sm font-semibold text-palm-700 hover:bg-white"
                onClick={() => setShown(shown + PAGE)}
              >
                Show {Math.min(PAGE, contacts.length - shown)} more of {contacts.length - shown}
              </button>
            </li>
          )}
        </ul>
      )}
    </section>
  );
}
