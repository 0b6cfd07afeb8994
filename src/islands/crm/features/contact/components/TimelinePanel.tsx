import { useState } from 'react';
import type { TimelineEntry } from '~/lib/crm/timeline.ts';
import { labels } from '~/lib/crm/labels.ts';
import { crmDateFormat } from '~/lib/crm/staff-format.ts';

const when = () => crmDateFormat({ dateStyle: 'medium', timeStyle: 'short' });

interface TimelinePanelProps {
  entries: TimelineEntry[];
  onRefresh: () => void;
  onReopen: (itemId: string) => void;
}

/**
 * The collapsible Timeline (docs/behaviour/staff-app.md#the-contact-record): one history, newest
 * first, each entry with who and when.
 */
export function TimelinePanel({ entries, onRefresh, onReopen }: TimelinePanelProps) {
  const [open, setOpen] = useState(true);
  return (
    <section aria-labelledby="timeline-heading" className="rounded-xl border border-sand-200">
      <div className="flex items-center justify-between gap-2 px-4 py-2">
        <h3 id="timeline-heading" className="font-semibold text-palm-900">
          <button
            type="button"
            aria-expanded={open}
            aria-controls="timeline-entries"
            onClick={() => setOpen(!open)}
            className="flex items-center gap-2"
          >
            <span aria-hidden="true">{open ? '▾' : '▸'}</span> {labels.contact.timeline}
          </button>
        </h3>
        <button
          type="button"
          className="text-sm font-semibold text-palm-700 hover:underline"
          onClick={onRefresh}
        >
          {labels.common.refresh}
        </button>
      </div>
      {open && (
        <ol
          id="timeline-entries"
          className="max-h-[300px] space-y-3 overflow-y-auto border-t border-sand-200 px-4 py-3"
          data-testid="timeline"
        >
          {entries.length === 0 && (
            <li className="text-sm text-muted">{labels.contact.nothingHasHappenedYet}</li>
          )}
          {entries.map((entry) => (
            <li key={entry.id} className="text-sm">
              <p className={entry.kind === 'note' ? 'whitespace-pre-wrap text-ink' : 'text-ink'}>
                {entry.kind === 'note' && (
                  <span className="font-semibold">{labels.contact.note} </span>
                )}
                <span dir="auto">{entry.text}</span>
              </p>
              <p className="text-xs text-muted">
                {entry.who} · <time dateTime={entry.at}>{when().format(new Date(entry.at))}</time>
                {entry.reopenItemId && (
                  <>
                    {' · '}
                    <button
                      type="button"
                      className="font-semibold text-palm-700 hover:underline"
                      onClick={() => onReopen(entry.reopenItemId!)}
                    >
                      {labels.contact.markNotDone}
                    </button>
                  </>
                )}
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
