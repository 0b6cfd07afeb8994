import type { Industry } from '~/lib/resources/types.ts';
import type { OpenDialog } from '../../../types.ts';
import { IndustryCard } from './IndustryCard.tsx';

interface IndustryGridProps {
  industries: readonly Industry[];
  onOpenDialog: OpenDialog;
}

/** The cards in the order given, two to a row on wide screens. */
export function IndustryGrid({ industries, onOpenDialog }: IndustryGridProps) {
  return (
    <ul className="grid gap-6 lg:grid-cols-2" aria-label="Industries">
      {industries.map((industry) => (
        <li key={industry.id}>
          <IndustryCard industry={industry} onOpenDialog={onOpenDialog} />
        </li>
      ))}
    </ul>
  );
}
