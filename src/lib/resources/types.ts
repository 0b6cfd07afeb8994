import type { IndustryId } from '../../../supabase/functions/_shared/industry-catalogue.ts';
import type {
  IndustryData,
  ResourcesPageData,
  SectorOpportunity,
  TechnologyTailwind,
} from '../../content/schemas/resources.ts';

/** One industry card: the validated content plus its catalogue id. */
export type Industry = IndustryData & { id: IndustryId };

/** Sector-opportunity descriptions keyed by key-area tag name. */
export type SectorOpportunityGlossary = Readonly<Record<string, SectorOpportunity>>;

/** Technology-tailwind descriptions keyed by tailwind tag name. */
export type TechnologyTailwindGlossary = Readonly<Record<string, TechnologyTailwind>>;

/** Everything the explorer island renders. */
export interface ExplorerData {
  industries: readonly Industry[];
  sectorOpportunities: SectorOpportunityGlossary;
  technologyTailwinds: TechnologyTailwindGlossary;
  copy: ResourcesPageData['explorer'];
}
