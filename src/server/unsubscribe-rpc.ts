/**
 * The unsubscribe route's one database call, as a visitor (the anon key): the database decides
 * from the token alone (supabase/migrations/…_one_click_unsubscribe.sql).
 */
import { createClient } from '@supabase/supabase-js';
import type { Database } from '../../supabase/functions/_shared/database.types.ts';
import { environment } from '../../supabase/local/environment.ts';
import { readPublicConfig, type PublicConfig } from '../lib/supabase/public-config.ts';
import type { Unsubscribe } from './unsubscribe-route.ts';

/** Reads the Supabase settings when made: after the embedded backend has set them (start.ts). */
export function createUnsubscribeRpc(
  config: PublicConfig = readPublicConfig(environment()),
): Unsubscribe {
  return async (token) => {
    const client = createClient<Database>(config.supabaseUrl, config.supabaseAnonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
    });
    const { data, error } = await client.rpc('unsubscribe_newsletter', { token });
    if (error) throw new Error(`unsubscribe_newsletter: ${error.message}`);
    return data;
  };
}
