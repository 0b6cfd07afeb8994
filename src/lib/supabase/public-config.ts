import { z } from '../validation/zod.ts';

/** What a browser needs to reach Supabase: the project URL and its public (anon) key. */
export const publicConfigSchema = z.object({
  supabaseUrl: z.url(),
  supabaseAnonKey: z.string().min(20),
  /**
   * The backend is embedded, on the site's own origin: the browser then talks to the origin of
   * the page it is on, whatever name reached it (127.0.0.1, the machine's address, a proxy's), which
   * is what the page's `connect-src 'self'` allows. supabaseUrl (PUBLIC_URL) may differ from it.
   */
  sameOrigin: z.boolean().default(false),
});

export type PublicConfig = z.infer<typeof publicConfigSchema>;

/** The URL the browser sends Supabase requests to, on a page at `pageOrigin`. */
export function browserSupabaseUrl(config: PublicConfig, pageOrigin: string): string {
  return config.sameOrigin ? pageOrigin : config.supabaseUrl;
}

/**
 * The session cookie's name, as supabase-js derives it from the project URL
 * (`sb-<first label of the host>-auth-token`). Taken from the configured URL on both sides, so the
 * server reads the cookie the browser wrote even when the browser reached the site by another name.
 */
export function sessionCookieName(supabaseUrl: string): string {
  return `sb-${new URL(supabaseUrl).hostname.split('.')[0]}-auth-token`;
}

/** Where the server publishes it (src/pages/api/public-config.json.ts). */
export const PUBLIC_CONFIG_PATH = '/api/public-config.json';

/** The element a page rendered on request carries it in (src/components/site/PublicConfigData.astro). */
export const PUBLIC_CONFIG_ELEMENT_ID = 'supabase-public-config';

/**
 * Reads the server's Supabase settings. SUPABASE_URL and SUPABASE_ANON_KEY name a hosted
 * project; the embedded backend sets them for its own process, with SUPABASE_SAME_ORIGIN. The error names each bad variable.
 */
export function readPublicConfig(env: {
  SUPABASE_URL?: string | undefined;
  SUPABASE_ANON_KEY?: string | undefined;
  SUPABASE_SAME_ORIGIN?: boolean | undefined;
}): PublicConfig {
  const parsed = publicConfigSchema.safeParse({
    supabaseUrl: env.SUPABASE_URL,
    supabaseAnonKey: env.SUPABASE_ANON_KEY,
    sameOrigin: env.SUPABASE_SAME_ORIGIN ?? false,
  });
  if (parsed.success) return parsed.data;
  const names: Record<string, string> = {
    supabaseUrl: 'SUPABASE_URL',
    supabaseAnonKey: 'SUPABASE_ANON_KEY',
  };
  const problems = parsed.error.issues.map(
    (issue) => `${names[String(issue.path[0])] ?? String(issue.path[0])}: ${issue.message}`,
  );
  throw new Error(`Supabase is not configured: ${problems.join('; ')}`);
}
