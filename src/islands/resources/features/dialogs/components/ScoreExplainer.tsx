import type { ExplorerData, Industry } from '~/lib/resources/types.ts';

interface ScoreExplainerProps {
  industry: Industry;
  copy: ExplorerData['copy']['score'];
}

/** What the Opportunity Score weighs, with the score of the card it was opened from. */
export function ScoreExplainer({ industry, copy }: ScoreExplainerProps) {
  return (
    <>
      <p>
        <strong>{industry.name}</strong> scores <strong>{industry.score}</strong> out of 100.
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
