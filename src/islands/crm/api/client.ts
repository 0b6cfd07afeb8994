import { loadSupabase } from '~/islands/shared/api/supabase.ts';
import { errorDetails, errorText } from '~/lib/crm/error-text.ts';
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
 * The sentence under an error title (docs/behaviour/staff-app.md#notices): staff read a plain
 * sentence (src/lib/crm/error-text.ts), and the server's own text goes to the console for whoever
 * looks into it.
 */
export function errorMessage(error: unknown): string {
  console.error(`Staff app error: ${errorDetails(error)}`, error);
  return errorText(error);
}
