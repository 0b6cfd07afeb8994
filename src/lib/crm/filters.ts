// The board's filters (lead type and industry, each with 'all';
// docs/behaviour/staff-app.md#filters-and-search) and the search box over name, company, title and
// e-mail, as one predicate over a contact.
import type { BoardContact } from './board.ts';

export interface BoardFilters {
  leadType: string | null;
  industry: string | null;
  query: string;
}

/** Words of the query, each of which must appear somewhere in the contact (any order, any case). */
export function searchTerms(query: string): string[] {
  return query.toLowerCase().split(/\s+/).filter(Boolean);
}

export function matchesFilters(contact: BoardContact, filters: BoardFilters): boolean {
  if (filters.leadType && contact.lead_type !== filters.leadType) return false;
  if (filters.industry && contact.industry !== filters.industry) return false;
  const terms = searchTerms(filters.query);
  if (!terms.length) return true;
  const haystack = [
    contact.first_name,
    contact.last_name,
    contact.company ?? '',
    contact.title ?? '',
    contact.email,
  ]
    .join(' ')
    .toLowerCase();
  return terms.every((term) => haystack.includes(term));
}

/** The server's answer to a search (search_contacts): which query it answers, and the ids found. */
export interface SearchAnswer {
  query: string;
  ids: ReadonlySet<string>;
}

/**
 * Whether a card is shown: lead type and industry as chosen; for a search, the server's latest
 * answer decides (full-text, over every contact). Until the first answer arrives, the loaded
 * records are matched in the browser, so typing narrows the board at once.
 */
export function isOnBoard(
  contact: BoardContact,
  filters: BoardFilters,
  answer: SearchAnswer | null,
): boolean {
  if (!matchesFilters(contact, { ...filters, query: '' })) return false;
  if (!searchTerms(filters.query).length) return true;
  return answer ? answer.ids.has(contact.id) : matchesFilters(contact, filters);
}
