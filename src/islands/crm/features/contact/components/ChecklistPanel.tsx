import type { ChecklistItem } from '../api/sync-checklist.ts';
import { labels } from '~/lib/crm/labels.ts';
import { withSlots } from '../../../shared/components/with-slots.tsx';

interface ChecklistPanelProps {
  items: ChecklistItem[];
  stageName: string;
  onToggle: (id: string, completed: boolean) => void;
}

/** The checklist of the contact's current stage: open items to tick, then the done ones. */
export function ChecklistPanel({ items, stageName, onToggle }: ChecklistPanelProps) {
  const open = items.filter((item) => !item.completed);
  const done = items.length - open.length;
  return (
    <section aria-labelledby="checklist-heading" className="space-y-2">
      <h3 id="checklist-heading" className="font-semibold text-palm-900">
        {withSlots(labels.contact.stageChecklist(stageName), {
          progress: (
            <span className="text-sm font-normal text-muted">
              {labels.contact.checklistProgress(done, items.length)}
            </span>
          ),
        })}
      </h3>
      {items.length === 0 ? (
        <p className="text-sm text-muted">{labels.contact.noChecklistForThisStage}</p>
      ) : open.length === 0 ? (
        <p className="text-sm text-muted">{labels.contact.everyItemOfThisStage}</p>
      ) : (
        <ul className="space-y-1">
          {open.map((item) => (
            <li key={item.id}>
              <label className="flex items-start gap-2 text-sm">
                <input
                  type="checkbox"
                  className="mt-0.5 h-4 w-4 accent-palm-700"
                  checked={false}
                  onChange={() => onToggle(item.id, true)}
                />
                <span dir="auto">{item.item_text}</span>
              </label>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
