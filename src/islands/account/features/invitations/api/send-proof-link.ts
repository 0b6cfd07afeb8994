import { loadSupabase } from '~/islands/shared/api/supabase.ts';
import { proofLinkRedirect } from '~/lib/account/address-proof.ts';

/**
 * Mails a sign-in link to the account's own address. Opening it proves the address, and the
 * member lands back on /account.
 */
export async function sendProofLink(email: string): Promise<void> {
  const supabase = await loadSupabase();
  const { error } = await supabase.auth.signInWithOtp({
    email,
    options: {
      emailRedirectTo: proofLinkRedirect(window.location.origin),
      shouldCreateUser: false,
    },
  });
  if (error) throw error;
}
