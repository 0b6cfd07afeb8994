import { englishIn } from '~/lib/i18n/island-language.ts';
import type { Industry } from '~/lib/resources/types.ts';
import { Figure } from '../../../shared/components/Figure.tsx';
import type { Speaks } from '../../../types.ts';

interface LeaderGridProps extends Speaks {
  leaders: Industry['leaders'];
}

/**
 * Notable companies with their market capitalisation, three to a row. Company names are written
 * one way in every language, so on other pages they are marked English.
 */
export function LeaderGrid({ leaders, words, locale }: LeaderGridProps) {
  return (
    <div>
      <h3 className="font-sans text-sm font-semibold tracking-wide text-muted uppercase">
        {words.leaders}
      </h3>
      <ul className="mt-2 grid gap-3 sm:grid-cols-3" data-leader-grid>
        {leaders.map((leader) => (
          <li key={leader.name} className="rounded-xl border border-sand-200 bg-sand-50 p-3">
            <p className="font-semibold break-words text-ink" {...englishIn(locale)}>
              {leader.name}
            </p>
            <p className="mt-1 text-sm text-muted">
              <Figure text={leader.marketCap} locale={locale} />
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
