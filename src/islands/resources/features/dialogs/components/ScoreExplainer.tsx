import { ltrIn } from '~/lib/i18n/island-language.ts';
import type { ExplorerData, Industry } from '~/lib/resources/types.ts';
import { Sentence } from '~/islands/shared/ui/Sentence.tsx';
import type { Speaks } from '../../../types.ts';

interface ScoreExplainerProps extends Speaks {
  industry: Industry;
  copy: ExplorerData['copy']['score'];
}

/** What the Opportunity Score weighs, with the score of the card it was opened from. */
export function ScoreExplainer({ industry, copy, words, locale }: ScoreExplainerProps) {
  return (
    <>
      <p>
        <Sentence
          template={words.scoreLine}
          values={{ name: industry.name, score: industry.score }}
          locale={locale}
          renderSlot={(slot, value) => (
            <strong {...(slot === 'score' ? ltrIn(locale) : {})}>{value}</strong>
          )}
        />
      </p>
      <p>{copy.intro}</p>
      <ol className="list-decimal space-y-1 ps-6">
        {copy.criteria.map((criterion) => (
          <li key={criterion}>{criterion}</li>
        ))}
      </ol>
    </>
  );
}
