import { useEffect, useState } from 'react';
import { labels } from '~/lib/crm/labels.ts';
import { withSlots } from '../../../shared/components/with-slots.tsx';

export const UNDO_WINDOW_MS = 10_000;

interface Props {
  name: string;
  /** When the window closes (ms since the epoch). */
  until: number;
  onUndo: () => void;
  onExpire: () => void;
}

/** "Checked in <name> · Undo" for the 10 seconds the server allows an undo. */
export function UndoBar({ name, until, onUndo, onExpire }: Props) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(timer);
  }, []);
  const left = Math.ceil((until - now) / 1000);
  useEffect(() => {
    if (left <= 0) onExpire();
  }, [left, onExpire]);
  return (
    <div
      role="status"
      className="flex items-center gap-3 rounded-2xl bg-palm-900 px-4 py-3 text-white shadow-lg"
    >
      <p className="min-w-0 flex-1 truncate">
        {withSlots(labels.checkIn.checkedInName, { name: <span dir="auto">{name}</span> })}
      </p>
      <button
        type="button"
        onClick={onUndo}
        className="shrink-0 rounded-xl bg-white px-4 py-2 font-semibold text-palm-900"
      >
        {labels.checkIn.undoSeconds(Math.max(left, 0))}
      </button>
    </div>
  );
}
