// The language a staff page is served in (docs/behaviour/staff-app.md#language): the staff
// member's stored choice; until they have one, their browser's (Accept-Language), which /crm then
// stores as their first choice, so the app and its exports agree from then on.
import type { TypedSupabaseClient } from '../supabase/typed-client.ts';
import {
  languageFromAcceptLanguage,
  staffLocaleOf,
  type StaffDigits,
  type StaffLanguage,
  type StaffLocale,
} from './staff-language.ts';

export interface StoredChoice {
  language: StaffLanguage | null;
  digits: StaffDigits;
}

/** The page's language, without storing anything (an export, a printed list). */
export function pageLocale(stored: StoredChoice, acceptLanguage: string | null): StaffLocale {
  return staffLocaleOf(
    stored.language ?? languageFromAcceptLanguage(acceptLanguage),
    stored.digits,
  );
}

/**
 * The page's language, storing the browser's as the first choice when none is stored yet. A
 * failed store is not the page's failure: the page is still served in that language.
 */
export async function pageLocaleStoringFirst(
  supabase: TypedSupabaseClient,
  stored: StoredChoice,
  acceptLanguage: string | null,
): Promise<StaffLocale> {
  const locale = pageLocale(stored, acceptLanguage);
  if (stored.language === null) {
    const { error } = await supabase.rpc('set_staff_language', { language: locale.language });
    if (error) console.error(`Storing the staff language failed: ${error.message}`);
  }
  return locale;
}
