// The board's filters (lead type and industry, each with 'all';
// docs/behaviour/staff-app.md#filters-and-search) and the search box over name, company, title and
// e-mail, as one predicate over a contact. The server applies them to the board (board_cards);
// this rule places a live change on a filtered board until the server's next count.
import { normalizeArabic } from '../text/normalize-arabic.ts';
import type { BoardContact } from './board.ts';

export interface BoardFilters {
  leadType: string | null;
  industry: string | null;
  query: string;
}

/**
 * Words of the query, each of which must appear somewhere in the contact (any order, any case,
 * Arabic spelling variants folded as the server folds them).
 */
export function searchTerms(query: string): string[] {
  return normalizeArabic(query.toLowerCase()).split(/\s+/).filter(Boolean);
}

/** Whether every term (from searchTerms) occurs in one of the fields, folded the same way. */
export function matchesTerms(terms: readonly string[], fields: readonly string[]): boolean {
  if (!terms.length) return true;
  const haystack = normalizeArabic(fields.join(' ').toLowerCase());
  return terms.every((term) => haystack.includes(term));
}

export function matchesFilters(contact: BoardContact, filters: BoardFilters): boolean {
  if (filters.leadType && contact.lead_type !== filters.leadType) return false;
  if (filters.industry && contact.industry !== filters.industry) return false;
  return matchesTerms(searchTerms(filters.query), [
    contact.first_name,
    contact.last_name,
    contact.company ?? '',
    contact.title ?? '',
    contact.email,
  ]);
}
