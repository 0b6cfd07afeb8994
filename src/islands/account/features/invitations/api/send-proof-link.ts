import { loadSupabase } from '~/islands/shared/api/supabase.ts';
import { proofLinkRedirect } from '~/lib/account/address-proof.ts';
import type { Locale } from '~/lib/i18n/locales.ts';

/**
 * Mails a sign-in link to the account's own address. Opening it proves the address, and the
 * member lands back on the account page in its language.
 */
export async function sendProofLink(email: string, locale: Locale): Promise<void> {
  const supabase = await loadSupabase();
  const { error } = await supabase.auth.signInWithOtp({
    email,
    options: {
      emailRedirectTo: proofLinkRedirect(window.location.origin, locale),
      shouldCreateUser: false,
    },
  });
  if (error) throw error;
}
