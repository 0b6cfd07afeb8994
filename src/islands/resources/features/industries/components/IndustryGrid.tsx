import type { Industry } from '~/lib/resources/types.ts';
import type { OpenDialog, Speaks } from '../../../types.ts';
import { IndustryCard } from './IndustryCard.tsx';

interface IndustryGridProps extends Speaks {
  industries: readonly Industry[];
  onOpenDialog: OpenDialog;
}

/** The cards in the order given, two to a row on wide screens. */
export function IndustryGrid({ industries, onOpenDialog, words, locale }: IndustryGridProps) {
  return (
    <ul className="grid gap-6 lg:grid-cols-2" aria-label={words.industries}>
      {industries.map((industry) => (
        <li key={industry.id}>
          <IndustryCard
            industry={industry}
            onOpenDialog={onOpenDialog}
            words={words}
            locale={locale}
          />
        </li>
      ))}
    </ul>
  );
}
