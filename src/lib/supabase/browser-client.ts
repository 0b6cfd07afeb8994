import { createBrowserClient } from '@supabase/ssr';
import { accountName } from '../auth/account-name.ts';
import { signedInMarkerCookie } from '../auth/signed-in-marker.ts';
import type { Database } from '../../../supabase/functions/_shared/database.types.ts';
import type { TypedSupabaseClient } from './typed-client.ts';
import {
  PUBLIC_CONFIG_ELEMENT_ID,
  PUBLIC_CONFIG_PATH,
  browserSupabaseUrl,
  publicConfigSchema,
  sessionCookieName,
  type PublicConfig,
} from './public-config.ts';

/** The server's settings as this tab uses them: supabaseUrl is where requests go from here. */
export interface BrowserConfig extends PublicConfig {
  sessionCookieName: string;
}

let clientPromise: Promise<TypedSupabaseClient> | undefined;
let configPromise: Promise<BrowserConfig> | undefined;

/**
 * The server's Supabase settings, read once per tab: from the page when the server wrote them
 * into it (pages rendered on request), else from PUBLIC_CONFIG_PATH. Besides the client, a
 * request the client cannot make (an upload that reports its progress) needs the URL and the
 * anon key.
 */
export function getBrowserConfig(): Promise<BrowserConfig> {
  configPromise ??= readPublishedConfig()
    .then((published) => {
      const config = publicConfigSchema.parse(published);
      return {
        ...config,
        supabaseUrl: browserSupabaseUrl(config, window.location.origin),
        sessionCookieName: sessionCookieName(config.supabaseUrl),
      };
    })
    .catch((error: unknown) => {
      configPromise = undefined;
      throw error;
    });
  return configPromise;
}

async function readPublishedConfig(): Promise<unknown> {
  const inPage = document.getElementById(PUBLIC_CONFIG_ELEMENT_ID)?.textContent;
  if (inPage) return JSON.parse(inPage);
  const response = await fetch(PUBLIC_CONFIG_PATH, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`Configuration unavailable (${response.status})`);
  return response.json();
}

/**
 * The one Supabase client of the browser tab, created on first use. The session lives in
 * cookies (@supabase/ssr) so on-demand server routes can see it.
 */
export function getBrowserClient(): Promise<TypedSupabaseClient> {
  clientPromise ??= getBrowserConfig()
    .then((config) => {
      const client = createBrowserClient<Database>(config.supabaseUrl, config.supabaseAnonKey, {
        cookieOptions: {
          name: config.sessionCookieName,
          secure: window.location.protocol === 'https:',
        },
      });
      keepSignedInMarker(client);
      return client;
    })
    .catch((error: unknown) => {
      // A later call may succeed (the server was restarting, the network came back).
      clientPromise = undefined;
      throw error;
    });
  return clientPromise;
}

/**
 * Keeps the signed-in marker cookie (src/lib/auth/signed-in-marker.ts) in step with the session,
 * so pages without React can show who is signed in.
 */
function keepSignedInMarker(client: TypedSupabaseClient): void {
  client.auth.onAuthStateChange((_event, session) => {
    const secure = window.location.protocol === 'https:';
    document.cookie = signedInMarkerCookie(session ? accountName(session.user) : null, secure);
  });
}
