import { describe, expect, it } from 'vitest';
import { backendMode } from '../../../src/server/backend-mode.ts';
import { parseEnvironment } from '../../../supabase/local/environment.ts';

describe('backendMode', () => {
  it.each([
    [{}, { kind: 'embedded', dataDir: '.data', databaseUrl: undefined }],
    [
      { SUPABASE_DATA_DIR: '/srv/data' },
      { kind: 'embedded', dataDir: '/srv/data', databaseUrl: undefined },
    ],
    [
      { DATABASE_URL: 'postgres://db/app' },
      { kind: 'embedded', dataDir: '.data', databaseUrl: 'postgres://db/app' },
    ],
    // An anon key alone pins the embedded backend's key; it does not switch to hosted.
    [{ SUPABASE_ANON_KEY: 'k' }, { kind: 'embedded', dataDir: '.data', databaseUrl: undefined }],
    [
      { SUPABASE_URL: 'https://x.supabase.co', SUPABASE_ANON_KEY: 'k' },
      { kind: 'hosted', url: 'https://x.supabase.co', anonKey: 'k' },
    ],
  ])('%j -> %j', (env, expected) => {
    expect(backendMode(parseEnvironment(env))).toEqual(expected);
  });

  it('refuses a hosted URL without its key', () => {
    expect(() => backendMode(parseEnvironment({ SUPABASE_URL: 'https://x.supabase.co' }))).toThrow(
      /SUPABASE_ANON_KEY/,
    );
  });
});
