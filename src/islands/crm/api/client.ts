import { loadSupabase } from '~/islands/shared/api/supabase.ts';
import type { TypedSupabaseClient } from '~/lib/supabase/typed-client.ts';

/** The staff app's Supabase client: the tab's one browser client, typed by the generated Database. */
export function crmClient(): Promise<TypedSupabaseClient> {
  return loadSupabase();
}

/** The message of a Supabase error (or anything thrown), for the notice under a §8 title. */
export function errorMessage(error: unknown): string {
  if (error && typeof error === 'object' && 'message' in error) {
    const message = (error as { message: unknown }).message;
    if (typeof message === 'string' && message) return message;
  }
  return 'An error occurred';
}
