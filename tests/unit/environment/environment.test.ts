import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  environment,
  parseEnvironment,
  VARIABLE_NAMES,
} from '../../../supabase/local/environment.ts';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('parseEnvironment', () => {
  it('gives every default on an empty environment', () => {
    expect(parseEnvironment({})).toMatchObject({
      PORT: 4321,
      HOST: '127.0.0.1',
      ASTRO_OUT_DIR: 'dist',
      CONTENT_STRICT: false,
      TRUST_PROXY: false,
      // A commit waits for the disk unless the operator chooses otherwise (README: Durability).
      SUPABASE_DB_FSYNC: true,
      SITE_NAME: 'Majlis Network',
      SUPABASE_AUTH_AUTOCONFIRM: true,
      SUPABASE_AUTH_DISABLE_SIGNUP: false,
      SUPABASE_AUTH_REDIRECT_ORIGINS: [],
    });
    expect(parseEnvironment({}).SUPABASE_URL).toBeUndefined();
    expect(parseEnvironment({}).DATABASE_URL).toBeUndefined();
  });

  it.each([
    ['PORT', '8080', 8080],
    ['TRUST_PROXY', 'TRUE', true],
    ['TRUST_PROXY', 'yes', true],
    ['TRUST_PROXY', 'off', false],
    ['CONTENT_STRICT', '1', true],
    ['SUPABASE_DB_FSYNC', 'off', false],
    ['SUPABASE_AUTH_AUTOCONFIRM', 'false', false],
    ['SUPABASE_AUTH_JWT_EXP', '0', 0],
    ['SUPABASE_AUTH_RATE_LIMIT_SIGN_IN', '5', 5],
    [
      'SUPABASE_AUTH_REDIRECT_ORIGINS',
      'https://a.example, ,https://b.example',
      ['https://a.example', 'https://b.example'],
    ],
    ['SITE_NAME', '  Majlis  ', 'Majlis'],
    ['DATABASE_URL', '', undefined],
    ['BUILD_TIME', '2025-01-01T00:00:00Z', '2025-01-01T00:00:00Z'],
  ])('reads %s=%j as %j', (name, raw, value) => {
    expect(
      parseEnvironment({ [name]: raw })[name as keyof ReturnType<typeof parseEnvironment>],
    ).toEqual(value);
  });

  it.each([
    ['PORT', 'abc', 'PORT: must be a port number'],
    ['PORT', '70000', 'PORT:'],
    ['TRUST_PROXY', 'maybe', 'TRUST_PROXY: must be true or false'],
    ['SUPABASE_URL', 'not a url', 'SUPABASE_URL: must be a URL'],
    ['SUPABASE_AUTH_JWT_EXP', '-5', 'SUPABASE_AUTH_JWT_EXP: must be a whole number of seconds'],
    ['SUPABASE_AUTH_RATE_LIMIT_BURST', '0', 'SUPABASE_AUTH_RATE_LIMIT_BURST: must be a positive'],
    ['FUNCTIONS_TIMEOUT_MS', '1.5', 'FUNCTIONS_TIMEOUT_MS: must be a positive'],
    ['BUILD_TIME', 'yesterday', 'BUILD_TIME: must be a date-time'],
  ])('refuses %s=%j, naming it', (name, raw, message) => {
    expect(() => parseEnvironment({ [name]: raw })).toThrow(message);
  });

  it('names every bad variable at once', () => {
    expect(() => parseEnvironment({ PORT: 'x', TRUST_PROXY: 'x' })).toThrow(
      /Invalid environment: PORT: .*; TRUST_PROXY: /,
    );
  });
});

describe('environment()', () => {
  it('sees a variable changed after an earlier read', () => {
    vi.stubEnv('SITE_NAME', 'First');
    expect(environment().SITE_NAME).toBe('First');
    vi.stubEnv('SITE_NAME', 'Second');
    expect(environment().SITE_NAME).toBe('Second');
  });
});

describe('the variables', () => {
  it('are all listed for operators in the README', () => {
    const readme = readFileSync('README.md', 'utf8');
    const missing = VARIABLE_NAMES.filter((name) => !readme.includes(`\`${name}\``));
    expect(missing).toEqual([]);
  });
});
