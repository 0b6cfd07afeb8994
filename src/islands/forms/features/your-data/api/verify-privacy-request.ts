import { loadSupabase, REQUEST_TIMEOUT_MS } from '../../../../shared/api/supabase.ts';

/** What opening the mailed link came to (supabase/migrations/…_privacy_requests.sql). */
export type VerifyOutcome =
  { outcome: 'verified'; dueAt: string } | { outcome: 'used' | 'expired' | 'invalid' | 'failure' };

/** Verifies a privacy request by its token: a POST to the RPC, made only when the button is pressed. */
export async function verifyPrivacyRequest(token: string): Promise<VerifyOutcome> {
  try {
    const supabase = await loadSupabase();
    const { data, error } = await supabase
      .rpc('verify_privacy_request', { token })
      .abortSignal(AbortSignal.timeout(REQUEST_TIMEOUT_MS));
    const answer = data?.[0];
    if (error || !answer) return { outcome: 'failure' };
    if (answer.outcome === 'verified' && answer.due_at) {
      return { outcome: 'verified', dueAt: answer.due_at };
    }
    if (answer.outcome === 'used' || answer.outcome === 'expired')
      return { outcome: answer.outcome };
    return { outcome: 'invalid' };
  } catch (error) {
    console.warn('Privacy request verification failed', error);
    return { outcome: 'failure' };
  }
}
