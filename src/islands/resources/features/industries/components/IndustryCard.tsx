import { memo } from 'react';
import type { Industry } from '~/lib/resources/types.ts';
import { fillSlots } from '~/lib/i18n/slots.ts';
import { ltrIn } from '~/lib/i18n/island-language.ts';
import { Figure } from '../../../shared/components/Figure.tsx';
import type { OpenDialog, Speaks } from '../../../types.ts';
import { InfoButton } from './InfoButton.tsx';
import { LeaderGrid } from './LeaderGrid.tsx';
import { TagList } from './TagList.tsx';

interface IndustryCardProps extends Speaks {
  industry: Industry;
  onOpenDialog: OpenDialog;
}

/**
 * One industry: score, figures, tags and leaders. Memoised: a keystroke re-filters the grid, and
 * cards that stay on screen keep the same props, so they need not render again.
 */
export const IndustryCard = memo(function IndustryCard({
  industry,
  onOpenDialog,
  words,
  locale,
}: IndustryCardProps) {
  const headingId = `industry-${industry.id}`;
  return (
    <article
      aria-labelledby={headingId}
      data-industry={industry.id}
      className="flex h-full flex-col gap-5 rounded-2xl border border-sand-200 bg-white p-6 shadow-sm"
    >
      <div className="flex items-start justify-between gap-4">
        <h2 id={headingId} className="text-subheading text-palm-900">
          {industry.name}
        </h2>
        <button
          type="button"
          aria-haspopup="dialog"
          data-score-button
          onClick={(event) => onOpenDialog({ kind: 'score', industry }, event.currentTarget)}
          className="flex shrink-0 flex-col items-center rounded-xl border border-gold-500 bg-sand-50 px-3 py-1.5 hover:bg-sand-100"
        >
          <span className="text-xs font-semibold tracking-wide text-gold-600 uppercase">
            {words.opportunityScore}
          </span>
          <span className="text-2xl font-bold text-palm-800" {...ltrIn(locale)}>
            {industry.score}
          </span>
        </button>
      </div>
      <p className="leading-relaxed text-muted">{industry.description}</p>
      <dl className="grid gap-3 sm:grid-cols-2">
        <div className="rounded-xl bg-sand-50 p-4">
          <dt className="flex items-center gap-1 text-sm font-semibold text-muted">
            {words.expectedInvestment}
            <InfoButton
              label={fillSlots(words.whatIs, { topic: words.expectedInvestment })}
              onClick={(opener) => onOpenDialog({ kind: 'investment' }, opener)}
            />
          </dt>
          <dd className="mt-1 text-lg font-semibold text-ink">
            <Figure text={industry.investment} locale={locale} />
          </dd>
        </div>
        <div className="rounded-xl bg-sand-50 p-4">
          <dt className="flex items-center gap-1 text-sm font-semibold text-muted">
            {words.totalAddressableMarket}
            <InfoButton
              label={fillSlots(words.whatIs, { topic: words.totalAddressableMarket })}
              onClick={(opener) => onOpenDialog({ kind: 'tam' }, opener)}
            />
          </dt>
          <dd className="mt-1 text-lg font-semibold text-ink">
            <Figure text={industry.tam} locale={locale} />
          </dd>
        </div>
      </dl>
      <TagList
        heading={words.keyAreas}
        tags={industry.keyAreas}
        kind="keyArea"
        onOpen={(name, opener) => onOpenDialog({ kind: 'tag', tagKind: 'keyArea', name }, opener)}
      />
      <TagList
        heading={words.technologyTailwinds}
        tags={industry.techTailwinds}
        kind="techTailwind"
        onOpen={(name, opener) =>
          onOpenDialog({ kind: 'tag', tagKind: 'techTailwind', name }, opener)
        }
      />
      <div className="mt-auto">
        <LeaderGrid leaders={industry.leaders} words={words} locale={locale} />
      </div>
    </article>
  );
});
