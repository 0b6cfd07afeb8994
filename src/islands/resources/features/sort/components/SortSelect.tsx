import { isSortKey, SORT_OPTIONS, type SortKey } from '~/lib/resources/sort.ts';

interface SortSelectProps {
  value: SortKey;
  onChange: (value: SortKey) => void;
  /** Off in the prerendered HTML: sorting needs the island. */
  enabled: boolean;
  label: string;
  /** Each order's name in the page's language. */
  options: Readonly<Record<SortKey, string>>;
}

/** Score (default), investment or name order. */
export function SortSelect({ value, onChange, enabled, label, options }: SortSelectProps) {
  return (
    <div>
      <label htmlFor="industry-sort" className="sr-only">
        {label}
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
            {options[option.key]}
          </option>
        ))}
      </select>
    </div>
  );
}
