import type { TypedSupabaseClient } from '~/lib/supabase/typed-client.ts';
import { atom } from 'nanostores';

/**
 * The tab's Supabase client once something has loaded it. Islands on one page share this module,
 * so the footer learns of a client the login form started (and the other way round).
 */
export const $authClient = atom<TypedSupabaseClient | undefined>(undefined);

let loading: Promise<TypedSupabaseClient> | undefined;

/**
 * Loads supabase-js (its own chunk) on first use: a visitor who only reads the page never
 * downloads it. A failed load (offline, server restarting) is retried on the next call.
 */
export function loadAuthClient(): Promise<TypedSupabaseClient> {
  loading ??= import('~/lib/supabase/browser-client.ts')
    .then(({ getBrowserClient }) => getBrowserClient())
    .then((client) => {
      $authClient.set(client);
      return client;
    })
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}
