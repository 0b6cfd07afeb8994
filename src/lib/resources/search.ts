import type { Industry } from './types.ts';

type Searchable = Pick<Industry, 'name' | 'description' | 'keyAreas' | 'leaders'>;

/** The query as it is compared: trimmed and lower-cased; empty means "no filter". */
export function normaliseQuery(query: string): string {
  return query.trim().toLocaleLowerCase('en');
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
  return haystacks.some((text) => text.toLocaleLowerCase('en').includes(needle));
}

/** The industries that match the query, in their original order. */
export function searchIndustries<T extends Searchable>(
  industries: readonly T[],
  query: string,
): T[] {
  return industries.filter((industry) => matchesSearch(industry, query));
}
