interface NoResultsProps {
  query: string;
  onClear: () => void;
}

/** The empty state when nothing matches the search. */
export function NoResults({ query, onClear }: NoResultsProps) {
  return (
    <div className="rounded-2xl border border-dashed border-sand-200 bg-white p-10 text-center">
      <p className="text-lg text-ink">No industries match “{query.trim()}”.</p>
      <p className="mt-2 text-muted">
        Try a sector, a sub-sector such as “hospitality”, or a company name.
      </p>
      <button type="button" onClick={onClear} className="btn-secondary mt-6">
        Clear search
      </button>
    </div>
  );
}
