import type { SortKey } from '../../resources/sort.ts';

/**
 * A sentence whose noun agrees with a count: one text per plural category of the language
 * (Intl.PluralRules), `other` always present. `{name}` marks where a value goes.
 */
export type CountedText = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/**
 * The resources explorer's own words (the content's words are in content/resources). Plain data,
 * so the page can hand the island its own language's words as a prop and nothing else.
 */
export interface ResourcesWords {
  searchLabel: string;
  sortLabel: string;
  sortOptions: Readonly<Record<SortKey, string>>;
  /** Name of the list of cards. */
  industries: string;
  opportunityScore: string;
  expectedInvestment: string;
  totalAddressableMarket: string;
  /** The info button's name: "What is {topic}?". */
  whatIs: string;
  keyAreas: string;
  technologyTailwinds: string;
  leaders: string;
  opportunities: string;
  applications: string;
  impact: string;
  /** The score dialog's first line: "{name} scores {score} out of 100." */
  scoreLine: string;
  /** "Showing all {total} industries". */
  showingAll: CountedText;
  /** "Showing {shown} of {total} industries" (the noun agrees with the total). */
  showingSome: CountedText;
  /** "No industries match “{query}”." */
  noMatch: string;
  noMatchHint: string;
  clearSearch: string;
  /** The name of a dialog's × button. */
  closeDialog: string;
}
