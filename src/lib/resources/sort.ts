import { parseInvestmentAmount } from './investment-amount.ts';

/**
 * The explorer's sort orders, in the order the selector lists them; the first is the default.
 * Their names are the island's words (src/lib/i18n/islands/resources.ts).
 */
export const SORT_OPTIONS = [{ key: 'score' }, { key: 'investment' }, { key: 'name' }] as const;

export type SortKey = (typeof SORT_OPTIONS)[number]['key'];

export const DEFAULT_SORT: SortKey = SORT_OPTIONS[0].key;

export function isSortKey(value: string): value is SortKey {
  return SORT_OPTIONS.some((option) => option.key === value);
}

/** What sorting reads of an industry card. */
interface Sortable {
  id: string;
  name: string;
  score: number;
  investment: string;
}

/** Alphabetical in the page's language (its collation), then by id. */
const byNameIn =
  (locale: string) =>
  (a: Sortable, b: Sortable): number =>
    a.name.localeCompare(b.name, locale, { sensitivity: 'base' }) ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** Descending, with amounts that could not be read after every number. */
function byAmountDescending(a: number | null, b: number | null): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  return b - a;
}

/**
 * A sorted copy. Score and investment sort descending (investment on the amount its text states;
 * texts without a number last); name sorts A–Z. Ties always fall back to the name, then the id,
 * so the order never depends on the input order. Names compare in `locale` (a language code).
 */
export function sortIndustries<T extends Sortable>(
  industries: readonly T[],
  key: SortKey,
  locale = 'en',
): T[] {
  const byName = byNameIn(locale);
  const sorted = [...industries];
  if (key === 'name') return sorted.sort(byName);
  if (key === 'score') return sorted.sort((a, b) => b.score - a.score || byName(a, b));
  const amounts = new Map(sorted.map((item) => [item, parseInvestmentAmount(item.investment)]));
  return sorted.sort(
    (a, b) => byAmountDescending(amounts.get(a) ?? null, amounts.get(b) ?? null) || byName(a, b),
  );
}
