import { normalizeArabic } from '../text/normalize-arabic.ts';
import type { Industry } from './types.ts';

type Searchable = Pick<Industry, 'name' | 'description' | 'keyAreas' | 'leaders'>;

/**
 * The query as it is compared: trimmed, lower-cased and with Arabic spelling variants folded
 * ("الاتمتة" finds "الأتمتة"); empty means "no filter".
 */
export function normaliseQuery(query: string): string {
  return normalizeArabic(query.trim().toLocaleLowerCase('en'));
}

/**
 * True when the query occurs, ignoring case, in the industry's name, description, any key area
 * or any leader's name. An empty or blank query matches everything.
 */
export function matchesSearch(industry: Searchable, query: string): boolean {
  const needle = normaliseQuery(query);
  if (needle === '') return true;
  const haystacks = [
    industry.name,
    industry.description,
    ...industry.keyAreas,
    ...industry.leaders.map((leader) => leader.name),
  ];
  return haystacks.some((text) => normaliseQuery(text).includes(needle));
}

/** The industries that match the query, in their original order. */
export function searchIndustries<T extends Searchable>(
  industries: readonly T[],
  query: string,
): T[] {
  return industries.filter((industry) => matchesSearch(industry, query));
}
