// The board's filters (lead type and industry, each with 'all';
// docs/behaviour/staff-app.md#filters-and-search) and the search box over name, company, title and
// e-mail, as one predicate over a contact. The server applies them to the board (board_cards);
// this rule places a live change on a filtered board until the server's next count.
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
