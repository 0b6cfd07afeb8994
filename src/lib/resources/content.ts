import { getCollection, getEntry } from 'astro:content';
import type { IndustryId } from '../../../supabase/functions/_shared/industry-catalogue.ts';
import { localeCodes } from '../i18n/locales.ts';
import { findCatalogueMismatches } from './catalogue-check.ts';
import { tagTexts, type ResourcesContent } from './localize.ts';

export type { ResourcesContent } from './localize.ts';

/**
 * The explorer's content, checked as a whole: every catalogue industry exactly once under its
 * catalogue name, each tag with one text per language, and both glossaries present. Any gap fails the build with the list of problems.
 */
export async function getResourcesContent(): Promise<ResourcesContent> {
  const [page, industryEntries, sectorEntries, tailwindEntries] = await Promise.all([
    getEntry('resourcesPage', 'page'),
    getCollection('industries'),
    getCollection('sectorOpportunities'),
    getCollection('technologyTailwinds'),
  ]);
  const problems = findCatalogueMismatches(industryEntries);
  for (const locale of localeCodes) {
    const industries = industryEntries.map((entry) => ({ ...entry.data, id: entry.id }));
    problems.push(...tagTexts(industries, locale).problems);
  }
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
