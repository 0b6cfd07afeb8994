import { getCollection, getEntry } from 'astro:content';
import type { IndustryId } from '../../../supabase/functions/_shared/industry-catalogue.ts';
import type { ResourcesPageData } from '../../content/schemas/resources.ts';
import { findCatalogueMismatches } from './catalogue-check.ts';
import type { Industry, SectorOpportunityGlossary, TechnologyTailwindGlossary } from './types.ts';

export interface ResourcesContent {
  page: ResourcesPageData;
  industries: Industry[];
  sectorOpportunities: SectorOpportunityGlossary;
  technologyTailwinds: TechnologyTailwindGlossary;
}

/**
 * The explorer's content, checked as a whole: every catalogue industry exactly once under its
 * catalogue name, and both glossaries present. Any gap fails the build with the list of problems.
 */
export async function getResourcesContent(): Promise<ResourcesContent> {
  const [page, industryEntries, sectorEntries, tailwindEntries] = await Promise.all([
    getEntry('resourcesPage', 'page'),
    getCollection('industries'),
    getCollection('sectorOpportunities'),
    getCollection('technologyTailwinds'),
  ]);
  const problems = findCatalogueMismatches(industryEntries);
  if (!page) problems.push('content/resources/page.yaml is missing');
  if (sectorEntries.length === 0)
    problems.push('content/resources/sector-opportunities.yaml is empty or missing');
  if (tailwindEntries.length === 0)
    problems.push('content/resources/technology-tailwinds.yaml is empty or missing');
  if (!page || problems.length > 0) {
    throw new Error(`Resources content is incomplete:\n- ${problems.join('\n- ')}`);
  }
  return {
    page: page.data,
    // findCatalogueMismatches has just confirmed each id is a catalogue id.
    industries: industryEntries.map((entry) => ({ ...entry.data, id: entry.id as IndustryId })),
    sectorOpportunities: Object.fromEntries(sectorEntries.map((entry) => [entry.id, entry.data])),
    technologyTailwinds: Object.fromEntries(tailwindEntries.map((entry) => [entry.id, entry.data])),
  };
}
