import { createBrowserClient } from '@supabase/ssr';
import type { SupabaseClient } from '@supabase/supabase-js';
import { PUBLIC_CONFIG_PATH, publicConfigSchema } from './public-config.ts';

let clientPromise: Promise<SupabaseClient> | undefined;

/**
 * The one Supabase client of the browser tab, created on first use. The session lives in
 * cookies (@supabase/ssr) so on-demand server routes can see it.
 */
export function getBrowserClient(): Promise<SupabaseClient> {
  clientPromise ??= fetch(PUBLIC_CONFIG_PATH, { headers: { Accept: 'application/json' } })
    .then(async (response) => {
      if (!response.ok) throw new Error(`Configuration unavailable (${response.status})`);
      const config = publicConfigSchema.parse(await response.json());
      return createBrowserClient(config.supabaseUrl, config.supabaseAnonKey);
    })
    .catch((error: unknown) => {
      // A later call may succeed (the server was restarting, the network came back).
      clientPromise = undefined;
      throw error;
    });
  return clientPromise;
}
