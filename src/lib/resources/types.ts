import type { IndustryId } from '../../../supabase/functions/_shared/industry-catalogue.ts';
import type {
  IndustryData,
  ResourcesPageData,
  SectorOpportunity,
  TechnologyTailwind,
} from '../../content/schemas/resources.ts';
import type { Resolved } from '../i18n/localized.ts';

/** One industry card as written: the validated content (`{ en, ar }` texts) plus its catalogue id. */
export type IndustryContent = IndustryData & { id: IndustryId };

/** One industry card in the page's language: what the explorer renders. */
export type Industry = Resolved<IndustryData> & { id: IndustryId };

/** Sector-opportunity descriptions keyed by key-area tag text, in the page's language. */
export type SectorOpportunityGlossary = Readonly<Record<string, Resolved<SectorOpportunity>>>;

/** Technology-tailwind descriptions keyed by tailwind tag text, in the page's language. */
export type TechnologyTailwindGlossary = Readonly<Record<string, Resolved<TechnologyTailwind>>>;

/** Everything the explorer island renders, in one language. */
export interface ExplorerData {
  industries: readonly Industry[];
  sectorOpportunities: SectorOpportunityGlossary;
  technologyTailwinds: TechnologyTailwindGlossary;
  copy: Resolved<ResourcesPageData['explorer']>;
}
