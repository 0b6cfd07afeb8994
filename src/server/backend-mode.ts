import type { Environment } from '../../supabase/local/environment.ts';

/**
 * Which Supabase the product talks to: a hosted project when SUPABASE_URL is set (with its
 * SUPABASE_ANON_KEY); otherwise the embedded backend, served by this same process on the site's
 * origin (where SUPABASE_ANON_KEY, if set, pins the embedded key instead).
 */
export type BackendMode =
  | { kind: 'hosted'; url: string; anonKey: string }
  | { kind: 'embedded'; dataDir: string; databaseUrl: string | undefined };

export function backendMode(
  env: Pick<
    Environment,
    'SUPABASE_URL' | 'SUPABASE_ANON_KEY' | 'SUPABASE_DATA_DIR' | 'DATABASE_URL'
  >,
): BackendMode {
  const url = env.SUPABASE_URL;
  if (url) {
    const anonKey = env.SUPABASE_ANON_KEY;
    if (!anonKey)
      throw new Error('SUPABASE_URL is set: set SUPABASE_ANON_KEY to its anon key too.');
    return { kind: 'hosted', url, anonKey };
  }
  return {
    kind: 'embedded',
    dataDir: env.SUPABASE_DATA_DIR ?? '.data',
    databaseUrl: env.DATABASE_URL,
  };
}
