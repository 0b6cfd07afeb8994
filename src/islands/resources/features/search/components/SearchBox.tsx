import type { Ref } from 'react';

interface SearchBoxProps {
  ref?: Ref<HTMLInputElement>;
  value: string;
  placeholder: string;
  /** The field's name for screen readers. */
  label: string;
  onChange: (value: string) => void;
  /** Off in the prerendered HTML: searching needs the island. */
  enabled: boolean;
}

/** The free-text filter over names, descriptions, key areas and leaders. */
export function SearchBox({ ref, value, placeholder, label, onChange, enabled }: SearchBoxProps) {
  return (
    <div role="search" className="relative grow">
      <label htmlFor="industry-search" className="sr-only">
        {label}
      </label>
      <svg
        viewBox="0 0 20 20"
        width="20"
        height="20"
        aria-hidden="true"
        focusable="false"
        className="pointer-events-none absolute top-1/2 inset-s-4 -translate-y-1/2 text-muted"
      >
        <circle cx="9" cy="9" r="6" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M13.5 13.5L18 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <input
        ref={ref}
        id="industry-search"
        type="search"
        value={value}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
        disabled={!enabled}
        autoComplete="off"
        className="w-full rounded-full border border-muted bg-white py-3 pe-4 ps-12 text-ink placeholder:text-muted disabled:bg-sand-100"
      />
    </div>
  );
}
