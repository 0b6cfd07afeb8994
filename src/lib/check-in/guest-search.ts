// Searching the door's guest list as staff type (docs/behaviour/door-check-in.md#search): by name,
// company or e-mail, every word of the query somewhere in them, ignoring case, Latin accents and
// the Arabic marks and letter forms people type either way.

/** The fields a guest is found by. */
export interface SearchableGuest {
  guest_name: string;
  email: string;
  company: string | null;
}

const ARABIC_MARKS = /[\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed\u0640]/g;
const LATIN_MARKS = /[\u0300-\u036f]/g;

/**
 * Text folded for matching: lower case, accents and Arabic diacritics and tatweel dropped, alef
 * forms (أ إ آ ٱ) as ا, ta marbuta as ha, alef maqsura as ya, Arabic-Indic digits as 0-9.
 */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFKD')
    .replace(LATIN_MARKS, '')
    .replace(ARABIC_MARKS, '')
    .normalize('NFC')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي')
    .replace(/[٠-٩]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .toLocaleLowerCase('en')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The words of a query, folded; none for a blank query. */
export function queryWords(query: string): string[] {
  const folded = foldForSearch(query);
  return folded === '' ? [] : folded.split(' ');
}

/** Whether every word of the query appears in the guest's name, company or e-mail. */
export function guestMatches(guest: SearchableGuest, words: readonly string[]): boolean {
  if (words.length === 0) return true;
  const haystack = foldForSearch(`${guest.guest_name} ${guest.company ?? ''} ${guest.email}`);
  return words.every((word) => haystack.includes(word));
}

/** The guests matching a query, in the list's order. */
export function searchGuests<T extends SearchableGuest>(guests: readonly T[], query: string): T[] {
  const words = queryWords(query);
  return guests.filter((guest) => guestMatches(guest, words));
}
