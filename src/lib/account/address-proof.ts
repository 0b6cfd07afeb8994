// Whether an account's address is proven (docs/behaviour/member-account.md#a-proven-address): the
// database refuses reads by address with this hint until the account holder opens a mailed link
// (supabase/migrations/20251130010000_proven_addresses.sql; pinned by
// tests/integration/account/proven-address.test.ts).
import { loginPathFor } from '../auth/next-path.ts';
import type { Locale } from '../i18n/locales.ts';

export const ADDRESS_NOT_PROVEN_HINT = 'address_not_proven';

/** Is this error the database's "open a mailed link first"? */
export function isAddressNotProven(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { hint?: unknown }).hint === ADDRESS_NOT_PROVEN_HINT
  );
}

/**
 * Where the proof link returns: the sign-in page completes the sign-in, then comes back to the
 * account, both in the page's language (/ar/login?next=/ar/account).
 */
export function proofLinkRedirect(origin: string, locale: Locale = 'en'): string {
  return `${origin}${loginPathFor('/account', locale)}`;
}
