// Searching the door's guest list as staff type (docs/behaviour/door-check-in.md#search): by name,
// company or e-mail, every word of the query somewhere in them, ignoring case, Latin accents and
// the Arabic marks and letter forms people type either way; and by phone number, however it is
// written (+966 55…, 00966 55…, 055…, with spaces, dashes or Arabic-Indic digits).

import { normalizeArabic } from '../text/normalize-arabic.ts';

/** The fields a guest is found by. */
export interface SearchableGuest {
  guest_name: string;
  email: string;
  company: string | null;
  /** From the guest's request or contact; absent on a list kept before the door read phones. */
  phone?: string | null;
}

/** A query that is a phone number being typed: digits and the signs people put between them. */
const PHONE_QUERY = /^[+(]?[\d\u0660-\u0669][\d\u0660-\u0669\s().-]*$/;
/** Fewer digits than this are more likely part of a company's name ("100% Capital") than a phone. */
const PHONE_QUERY_MIN_DIGITS = 3;
const SAUDI_CODE = '966';

/**
 * A phone number as its significant digits, so every way of writing one Saudi number is the same:
 * '+966 55 123 4567', '00966551234567' and '055 123 4567' are all '551234567'. Other countries'
 * numbers keep their country code (only the international prefix 00 or + goes).
 */
export function phoneDigits(text: string): string {
  const digits = text
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/\D/g, '');
  const international = digits.startsWith('00') ? digits.slice(2) : digits;
  if (international.startsWith(SAUDI_CODE)) return international.slice(SAUDI_CODE.length);
  return international.startsWith('0') ? international.slice(1) : international;
}

/** Whether the query is a phone number (or its start) that the guest's number contains. */
function phoneMatches(guest: SearchableGuest, query: string): boolean {
  if (!guest.phone || !PHONE_QUERY.test(query.trim())) return false;
  if (query.replace(/[^\d\u0660-\u0669]/g, '').length < PHONE_QUERY_MIN_DIGITS) return false;
  return phoneDigits(guest.phone).includes(phoneDigits(query));
}

/** Quranic annotation marks and the other Arabic signs normalizeArabic does not meet in names. */
const ARABIC_SIGNS = /[\u0610-\u061a\u06d6-\u06ed]/g;
const LATIN_MARKS = /[\u0300-\u036f]/g;

/**
 * Text folded for matching: lower case, Latin accents dropped, Arabic spellings folded as every
 * staff search folds them (normalizeArabic: letter forms, hamza seats, tashkeel, tatweel and
 * compound names), Arabic-Indic digits as 0-9.
 */
export function foldForSearch(text: string): string {
  return normalizeArabic(
    text.normalize('NFKD').replace(LATIN_MARKS, '').replace(ARABIC_SIGNS, '').normalize('NFC'),
  )
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

/** The guests matching a query (by words, or by phone number), in the list's order. */
export function searchGuests<T extends SearchableGuest>(guests: readonly T[], query: string): T[] {
  const words = queryWords(query);
  return guests.filter((guest) => guestMatches(guest, words) || phoneMatches(guest, query));
}
