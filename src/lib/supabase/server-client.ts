import { createServerClient, parseCookieHeader } from '@supabase/ssr';
import type { Database } from '../../../supabase/functions/_shared/database.types.ts';
import type { TypedSupabaseClient } from './typed-client.ts';
import type { AstroCookies } from 'astro';
import { environment } from '../../../supabase/local/environment.ts';
import { isSecureRequest } from '../../../supabase/local/server/request-scheme.ts';
import { readPublicConfig, sessionCookieName } from './public-config.ts';

/** What an on-demand route or middleware has in hand (Astro's APIContext fits). */
export interface ServerRequestContext {
  request: Request;
  cookies: AstroCookies;
}

/**
 * A Supabase client for one server request, reading the session from the cookies the browser
 * client (@supabase/ssr) wrote, and writing refreshed tokens back on the response. Create one
 * per request; never share it between visitors. Check the user with `auth.getUser()` (which
 * asks the Auth service), not `getSession()` (which only decodes the cookie).
 */
export function createRequestClient(context: ServerRequestContext): TypedSupabaseClient {
  const env = environment();
  const config = readPublicConfig(env);
  // The embedded backend is reached on loopback; the cookie keeps the public URL's name.
  const url = env.SUPABASE_INTERNAL_URL ?? config.supabaseUrl;
  return createServerClient<Database>(url, config.supabaseAnonKey, {
    // The name the browser client uses (browser-client.ts), whatever host name the page had.
    cookieOptions: { name: sessionCookieName(config.supabaseUrl) },
    cookies: {
      getAll: () =>
        parseCookieHeader(context.request.headers.get('cookie') ?? '').map(({ name, value }) => ({
          name,
          value: value ?? '',
        })),
      setAll: (cookies) => {
        const secure = isSecureRequest(context.request);
        for (const { name, value, options } of cookies)
          context.cookies.set(name, value, { ...options, secure: options.secure ?? secure });
      },
    },
  });
}
