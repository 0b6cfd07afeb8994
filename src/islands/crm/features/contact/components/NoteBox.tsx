import { useEffect, useState } from 'react';
import { controlClass } from '~/islands/shared/ui/field-classes.ts';
import { NOTE_LIMIT, noteLength } from '~/lib/crm/note-length.ts';
import { labels } from '~/lib/crm/labels.ts';
import { formatCount } from '~/lib/crm/staff-format.ts';

/** A half-typed note survives a reload or signing in again (sessionStorage, per contact). */
const draftKey = (contactId: string) => `crm:note-draft:${contactId}`;

const LEVEL_CLASS = {
  normal: 'text-muted',
  near: 'font-semibold text-orange-800',
  full: 'font-semibold text-red-800',
} as const;

/**
 * The note box (docs/behaviour/staff-app.md#notes): trimmed, Add Note disabled while blank, and a
 * counter towards the database's limit that stands out near it.
 */
export function NoteBox({
  contactId,
  onAdd,
}: {
  contactId: string;
  onAdd: (content: string) => Promise<boolean>;
}) {
  const [text, setText] = useState(() => sessionStorage.getItem(draftKey(contactId)) ?? '');
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (text) sessionStorage.setItem(draftKey(contactId), text);
    else sessionStorage.removeItem(draftKey(contactId));
  }, [contactId, text]);

  async function submit() {
    const content = text.trim();
    if (!content) return;
    setSending(true);
    if (await onAdd(content)) setText('');
    setSending(false);
  }

  const length = noteLength(text.length);
  const counterId = `note-counter-${contactId}`;
  return (
    <form
      className="space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <label className="flex flex-col gap-1 text-sm font-semibold">
        {labels.contact.addANote}
        <textarea
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={NOTE_LIMIT}
          dir="auto"
          aria-describedby={counterId}
          className={`${controlClass} min-h-[100px]`}
          placeholder={labels.contact.whatHappenedWhatComesNext}
        />
      </label>
      {/* Read out only when it matters: near the limit and when the box is full. */}
      <p
        id={counterId}
        className={`text-end text-xs tabular-nums ${LEVEL_CLASS[length.level]}`}
        data-testid="note-counter"
        data-level={length.level}
        aria-live={length.level === 'normal' ? 'off' : 'polite'}
      >
        {length.text}
        {length.level === 'full' && (
          <span className="block">{labels.contact.noteAtLimit(formatCount(NOTE_LIMIT))}</span>
        )}
      </p>
      <button
        type="submit"
        className="btn-primary px-4 py-2 text-sm"
        disabled={!text.trim() || sending}
        aria-busy={sending}
      >
        {sending ? labels.common.adding : labels.contact.addNote}
      </button>
    </form>
  );
}
