import { loadSupabase } from '~/islands/shared/api/supabase.ts';
import type { TypedSupabaseClient } from '~/lib/supabase/typed-client.ts';

/** The staff app's Supabase client: the tab's one browser client, typed by the generated Database. */
export function crmClient(): Promise<TypedSupabaseClient> {
  return loadSupabase();
}

/**
 * What a request made without supabase-js needs to be the same request it would make: the
 * project URL, the anon key and the signed-in user's access token.
 */
export async function crmRequestAuth(): Promise<{
  supabaseUrl: string;
  headers: Record<string, string>;
}> {
  const supabase = await crmClient();
  const { getBrowserConfig } = await import('~/lib/supabase/browser-client.ts');
  const config = await getBrowserConfig();
  const { data } = await supabase.auth.getSession();
  return {
    supabaseUrl: config.supabaseUrl.replace(/\/+$/, ''),
    headers: {
      apikey: config.supabaseAnonKey,
      Authorization: `Bearer ${data.session?.access_token ?? config.supabaseAnonKey}`,
    },
  };
}

/**
 * The message of a Supabase error (or anything thrown), for the notice under an error title
 * (docs/behaviour/staff-app.md#notices).
 */
export function errorMessage(error: unknown): string {
  if (error && typeof error === 'object' && 'message' in error) {
    const message = error.message;
    if (typeof message === 'string' && message) return message;
  }
  return 'An error occurred';
}
