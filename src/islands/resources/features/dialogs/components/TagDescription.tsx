import type { ExplorerData } from '~/lib/resources/types.ts';
import type { ResourcesWords } from '~/lib/i18n/islands/resources.ts';
import type { TagKind } from '../../../types.ts';
import { BulletSection } from './BulletSection.tsx';

interface TagDescriptionProps {
  name: string;
  kind: TagKind;
  data: ExplorerData;
  words: ResourcesWords;
}

/** A tag's glossary entry, found by its exact name, or the "not available" text. */
export function TagDescription({ name, kind, data, words }: TagDescriptionProps) {
  // Object.hasOwn: a tag named like an Object.prototype member must not find one.
  if (kind === 'keyArea' && Object.hasOwn(data.sectorOpportunities, name)) {
    const entry = data.sectorOpportunities[name];
    if (entry)
      return (
        <>
          <p>{entry.description}</p>
          <BulletSection heading={words.opportunities} items={entry.opportunities} />
        </>
      );
  }
  if (kind === 'techTailwind' && Object.hasOwn(data.technologyTailwinds, name)) {
    const entry = data.technologyTailwinds[name];
    if (entry)
      return (
        <>
          <p>{entry.description}</p>
          <BulletSection heading={words.applications} items={entry.applications} />
          <BulletSection heading={words.impact} items={entry.impact} />
        </>
      );
  }
  return <p className="text-muted">{data.copy.missingDescription}</p>;
}
