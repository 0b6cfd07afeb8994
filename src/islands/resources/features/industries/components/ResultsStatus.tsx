interface ResultsStatusProps {
  shown: number;
  total: number;
}

/** How many cards the filter leaves, announced politely to screen readers as it changes. */
export function ResultsStatus({ shown, total }: ResultsStatusProps) {
  return (
    <p role="status" className="text-sm text-muted" data-results-count={shown}>
      {shown === total
        ? `Showing all ${total} industries`
        : `Showing ${shown} of ${total} industries`}
    </p>
  );
}
