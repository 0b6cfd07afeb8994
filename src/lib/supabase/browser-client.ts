import { createBrowserClient } from '@supabase/ssr';
import type { Database } from '../database.types.ts';
import type { TypedSupabaseClient } from './typed-client.ts';
import { PUBLIC_CONFIG_PATH, publicConfigSchema } from './public-config.ts';

let clientPromise: Promise<TypedSupabaseClient> | undefined;

/**
 * The one Supabase client of the browser tab, created on first use. The session lives in
 * cookies (@supabase/ssr) so on-demand server routes can see it.
 */
export function getBrowserClient(): Promise<TypedSupabaseClient> {
  clientPromise ??= fetch(PUBLIC_CONFIG_PATH, { headers: { Accept: 'application/json' } })
    .then(async (response) => {
      if (!response.ok) throw new Error(`Configuration unavailable (${response.status})`);
      const config = publicConfigSchema.parse(await response.json());
      return createBrowserClient<Database>(config.supabaseUrl, config.supabaseAnonKey);
    })
    .catch((error: unknown) => {
      // A later call may succeed (the server was restarting, the network came back).
      clientPromise = undefined;
      throw error;
    });
  return clientPromise;
}
