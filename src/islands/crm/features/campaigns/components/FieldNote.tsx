import { labels } from '~/lib/crm/labels.ts';

interface FieldNoteProps {
  id: string;
  used: number;
  limit: number;
  problem: string | undefined;
}

/** Under a field: its problem in words (read with the field), and how much of its limit is used. */
export function FieldNote({ id, used, limit, problem }: FieldNoteProps) {
  return (
    <div className="mt-1 flex flex-wrap justify-between gap-2 text-xs" id={id}>
      <span className={problem ? 'font-semibold text-red-700' : 'sr-only'} role="status">
        {problem ?? ''}
      </span>
      <span className={`tabular-nums ${used > limit ? 'text-red-700' : 'text-muted'}`}>
        {labels.campaigns.characters(used, limit)}
      </span>
    </div>
  );
}
