import { INDUSTRIES } from '../../../supabase/functions/_shared/industry-catalogue.ts';
import { textIn, type Localized } from '../i18n/localized.ts';

interface IndustryEntry {
  id: string;
  data: { name: Localized };
}

/**
 * The problems that keep industry content from matching the catalogue (one file per catalogue
 * id, named as the catalogue names it). An empty list means the content is complete.
 */
export function findCatalogueMismatches(entries: readonly IndustryEntry[]): string[] {
  const problems: string[] = [];
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  for (const industry of INDUSTRIES) {
    const entry = byId.get(industry.id);
    if (!entry) problems.push(`missing content/resources/industries/${industry.id}.yaml`);
    // The catalogue is the CRM's and English: the English name is the one that must match.
    else if (textIn(entry.data.name, 'en') !== industry.name)
      problems.push(
        `${industry.id}: name is "${textIn(entry.data.name, 'en')}", expected "${industry.name}"`,
      );
  }
  const known = new Set<string>(INDUSTRIES.map((industry) => industry.id));
  for (const entry of entries) {
    if (!known.has(entry.id))
      problems.push(
        `${entry.id}: not an industry id in supabase/functions/_shared/industry-catalogue.ts`,
      );
  }
  return problems;
}
