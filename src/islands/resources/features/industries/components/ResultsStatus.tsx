import { countedText } from '~/lib/i18n/islands/resources.ts';
import type { Speaks } from '../../../types.ts';
import { Sentence } from '~/islands/shared/ui/Sentence.tsx';

interface ResultsStatusProps extends Speaks {
  shown: number;
  total: number;
}

/** How many cards the filter leaves, announced politely to screen readers as it changes. */
export function ResultsStatus({ shown, total, words, locale }: ResultsStatusProps) {
  const template = countedText(
    shown === total ? words.showingAll : words.showingSome,
    total,
    locale,
  );
  return (
    <p role="status" className="text-sm text-muted" data-results-count={shown}>
      <Sentence template={template} values={{ shown, total }} locale={locale} />
    </p>
  );
}
