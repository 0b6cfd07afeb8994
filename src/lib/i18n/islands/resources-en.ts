import type { ResourcesWords } from './resources-words.ts';

/** The resources explorer's English words, key for key with resources-ar.ts. */
export const resourcesEn = {
  searchLabel: 'Search industries',
  sortLabel: 'Sort industries',
  sortOptions: {
    score: 'Sort by Score',
    investment: 'Sort by Investment',
    name: 'Sort by Name',
  },
  industries: 'Industries',
  opportunityScore: 'Opportunity Score',
  expectedInvestment: 'Expected Investment',
  totalAddressableMarket: 'Total Addressable Market',
  whatIs: 'What is {topic}?',
  keyAreas: 'Key areas',
  technologyTailwinds: 'Technology tailwinds',
  leaders: 'Notable industry leaders',
  opportunities: 'Opportunities',
  applications: 'Applications',
  impact: 'Impact',
  scoreLine: '{name} scores {score} out of 100.',
  showingAll: { one: 'Showing the only industry', other: 'Showing all {total} industries' },
  showingSome: {
    one: 'Showing {shown} of {total} industry',
    other: 'Showing {shown} of {total} industries',
  },
  noMatch: 'No industries match “{query}”.',
  noMatchHint: 'Try a sector, a sub-sector such as “hospitality”, or a company name.',
  clearSearch: 'Clear search',
  closeDialog: 'Close',
} as const satisfies ResourcesWords;
