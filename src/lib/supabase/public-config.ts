import { z } from '../validation/zod.ts';

/** What a browser needs to reach Supabase: the project URL and its public (anon) key. */
export const publicConfigSchema = z.object({
  supabaseUrl: z.url(),
  supabaseAnonKey: z.string().min(20),
});

export type PublicConfig = z.infer<typeof publicConfigSchema>;

/** Where the server publishes it (src/pages/api/public-config.json.ts). */
export const PUBLIC_CONFIG_PATH = '/api/public-config.json';

/**
 * Reads the server's Supabase settings. SUPABASE_URL and SUPABASE_ANON_KEY name a hosted
 * project; the embedded backend sets them for its own process. The error names each bad variable.
 */
export function readPublicConfig(env: {
  SUPABASE_URL?: string | undefined;
  SUPABASE_ANON_KEY?: string | undefined;
}): PublicConfig {
  const parsed = publicConfigSchema.safeParse({
    supabaseUrl: env.SUPABASE_URL,
    supabaseAnonKey: env.SUPABASE_ANON_KEY,
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
