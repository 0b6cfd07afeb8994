import { isSortKey, SORT_OPTIONS, type SortKey } from '~/lib/resources/sort.ts';

interface SortSelectProps {
  value: SortKey;
  onChange: (value: SortKey) => void;
  /** Off in the prerendered HTML: sorting needs the island. */
  enabled: boolean;
}

/** Score (default), investment or name order. */
export function SortSelect({ value, onChange, enabled }: SortSelectProps) {
  return (
    <div>
      <label htmlFor="industry-sort" className="sr-only">
        Sort industries
      </label>
      <select
        id="industry-sort"
        value={value}
        onChange={(event) => {
          if (isSortKey(event.target.value)) onChange(event.target.value);
        }}
        disabled={!enabled}
        className="w-full rounded-full border border-muted bg-white px-4 py-3 text-ink disabled:bg-sand-100 sm:w-auto"
      >
        {SORT_OPTIONS.map((option) => (
          <option key={option.key} value={option.key}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
