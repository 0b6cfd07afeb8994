import { useEffect, useState } from 'react';
import { controlClass } from '~/islands/shared/ui/field-classes.ts';

/** A half-typed note survives a reload or signing in again (sessionStorage, per contact). */
const draftKey = (contactId: string) => `crm:note-draft:${contactId}`;

/** The note box (docs/behaviour/staff-app.md#notes): trimmed, Add Note disabled while blank. */
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

  return (
    <form
      className="space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <label className="flex flex-col gap-1 text-sm font-semibold">
        Add a note
        <textarea
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={5000}
          className={`${controlClass} min-h-[100px]`}
          placeholder="What happened, what comes next…"
        />
      </label>
      <button
        type="submit"
        className="btn-primary px-4 py-2 text-sm"
        disabled={!text.trim() || sending}
        aria-busy={sending}
      >
        {sending ? 'Adding…' : 'Add Note'}
      </button>
    </form>
  );
}
