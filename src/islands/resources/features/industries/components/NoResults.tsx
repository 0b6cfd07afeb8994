import type { Speaks } from '../../../types.ts';
import { Sentence } from '~/islands/shared/ui/Sentence.tsx';

interface NoResultsProps extends Speaks {
  query: string;
  onClear: () => void;
}

/** The empty state when nothing matches the search. */
export function NoResults({ query, onClear, words, locale }: NoResultsProps) {
  return (
    <div className="rounded-2xl border border-dashed border-sand-200 bg-white p-10 text-center">
      <p className="text-lg text-ink">
        <Sentence template={words.noMatch} values={{ query: query.trim() }} locale={locale} />
      </p>
      <p className="mt-2 text-muted">{words.noMatchHint}</p>
      <button type="button" onClick={onClear} className="btn-secondary mt-6">
        {words.clearSearch}
      </button>
    </div>
  );
}
