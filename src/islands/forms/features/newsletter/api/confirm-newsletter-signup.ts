import { loadSupabase, REQUEST_TIMEOUT_MS } from '../../../../shared/api/supabase.ts';

/** What pressing the confirmation link's button came to (…_newsletter_double_opt_in.sql). */
export type ConfirmOutcome = 'confirmed' | 'used' | 'expired' | 'invalid' | 'failure';

const ANSWERS: readonly string[] = ['confirmed', 'used', 'expired', 'invalid'];

/** Confirms a newsletter sign-up by its token: a POST to the RPC, made only when the button is pressed. */
export async function confirmNewsletterSignup(token: string): Promise<ConfirmOutcome> {
  try {
    const supabase = await loadSupabase();
    const { data, error } = await supabase
      .rpc('confirm_newsletter_signup', { token })
      .abortSignal(AbortSignal.timeout(REQUEST_TIMEOUT_MS));
    if (error || !ANSWERS.includes(data)) return 'failure';
    return data as ConfirmOutcome;
  } catch (error) {
    console.warn('Newsletter confirmation failed', error);
    return 'failure';
  }
}
