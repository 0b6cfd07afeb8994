/**
 * Which Supabase the product talks to. A hosted project when SUPABASE_URL and SUPABASE_ANON_KEY
 * are set; otherwise the embedded backend, served by this same process on the site's origin.
 */
export type BackendMode =
  | { kind: 'hosted'; url: string; anonKey: string }
  | { kind: 'embedded'; dataDir: string; databaseUrl: string | undefined };

export function backendMode(env: Record<string, string | undefined>): BackendMode {
  const url = env['SUPABASE_URL'];
  const anonKey = env['SUPABASE_ANON_KEY'];
  if (url && anonKey) return { kind: 'hosted', url, anonKey };
  if (url || anonKey) {
    throw new Error(
      'Set both SUPABASE_URL and SUPABASE_ANON_KEY for a hosted project, or neither.',
    );
  }
  return {
    kind: 'embedded',
    dataDir: env['SUPABASE_DATA_DIR'] ?? '.data',
    databaseUrl: env['DATABASE_URL'] || undefined,
  };
}
