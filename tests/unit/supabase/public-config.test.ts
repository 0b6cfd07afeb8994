// The browser's Supabase address and session cookie name (src/lib/supabase/public-config.ts): with
// the backend embedded the page's own origin, whatever name reached it; the cookie name always
// from the configured URL, so the server finds the cookie the browser wrote.
import { describe, expect, it } from 'vitest';
import {
  browserSupabaseUrl,
  readPublicConfig,
  sessionCookieName,
} from '../../../src/lib/supabase/public-config.ts';

const KEY = 'k'.repeat(40);

describe('browserSupabaseUrl', () => {
  it.each([
    [true, 'http://localhost:4321', 'http://127.0.0.1:4321', 'http://127.0.0.1:4321'],
    [true, 'http://localhost:4321', 'http://127.0.0.2:4321', 'http://127.0.0.2:4321'],
    [true, 'https://majlis.example', 'https://majlis.example', 'https://majlis.example'],
    [false, 'https://abc.supabase.co', 'http://127.0.0.1:4321', 'https://abc.supabase.co'],
  ])('sameOrigin %s, configured %s, page %s -> %s', (sameOrigin, configured, page, expected) => {
    const config = { supabaseUrl: configured, supabaseAnonKey: KEY, sameOrigin };
    expect(browserSupabaseUrl(config, page)).toBe(expected);
  });
});

describe('sessionCookieName', () => {
  it.each([
    ['http://localhost:4321', 'sb-localhost-auth-token'],
    ['http://127.0.0.1:4321', 'sb-127-auth-token'],
    ['https://abc.supabase.co', 'sb-abc-auth-token'],
  ])('%s -> %s', (url, name) => {
    expect(sessionCookieName(url)).toBe(name);
  });
});

describe('readPublicConfig', () => {
  it('says sameOrigin only when the server set it', () => {
    const env = { SUPABASE_URL: 'http://localhost:4321', SUPABASE_ANON_KEY: KEY };
    expect(readPublicConfig(env).sameOrigin).toBe(false);
    expect(readPublicConfig({ ...env, SUPABASE_SAME_ORIGIN: true }).sameOrigin).toBe(true);
  });
});
