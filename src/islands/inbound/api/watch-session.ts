import { loadSupabase } from '~/islands/shared/api/supabase.ts';

/** Calls `onSignedOut` when the session ends (here or in another tab); returns the unsubscribe. */
export async function watchSession(onSignedOut: () => void): Promise<() => void> {
  const supabase = await loadSupabase();
  const { data } = supabase.auth.onAuthStateChange((event, session) => {
    if (event === 'SIGNED_OUT' || !session) onSignedOut();
  });
  return () => data.subscription.unsubscribe();
}
