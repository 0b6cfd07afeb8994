// What an auth redirect leaves in the URL, and when supabase-js must load at once.
import { describe, expect, it } from 'vitest';
import {
  hasSessionCookie,
  needsClientOnLoad,
  readAuthCallback,
  withoutAuthParams,
} from '../../../src/lib/auth/auth-callback-url.ts';

describe('readAuthCallback', () => {
  it.each([
    ['', '', { kind: 'none' }],
    ['?code=3b2c', '', { kind: 'code' }],
    [
      '',
      '#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired&sb=',
      {
        kind: 'error',
        error: 'access_denied',
        description: 'Email link is invalid or has expired',
      },
    ],
    [
      '?error=access_denied&error_description=Email%20link%20is%20invalid',
      '#error=access_denied&error_description=Other',
      { kind: 'error', error: 'access_denied', description: 'Email link is invalid' },
    ],
    ['?error=server_error', '', { kind: 'error', error: 'server_error', description: undefined }],
    ['?token_hash=abc&type=invite', '', { kind: 'token-hash', tokenHash: 'abc', type: 'invite' }],
    [
      '?token_hash=abc&type=recovery',
      '',
      { kind: 'token-hash', tokenHash: 'abc', type: 'recovery' },
    ],
    ['?token_hash=abc&type=signup', '', { kind: 'none' }],
  ])('%s %s', (search, hash, expected) => {
    expect(readAuthCallback(search, hash)).toEqual(expected);
  });
});

describe('withoutAuthParams', () => {
  it.each([
    ['http://x.test/login?error=access_denied&error_description=a#sb=', '/login'],
    ['http://x.test/forgot-password#section', '/forgot-password#section'],
    ['http://x.test/login#error=access_denied&error_description=a', '/login'],
    ['http://x.test/login?token_hash=a&type=invite&next=%2Fcrm', '/login?next=%2Fcrm'],
    ['http://x.test/login', '/login'],
  ])('%s', (href, expected) => {
    expect(withoutAuthParams(href)).toBe(expected);
  });
});

describe('hasSessionCookie', () => {
  it.each([
    ['', false],
    ['theme=dark', false],
    ['sb-127-auth-token=base64-eyJ', true],
    ['a=1; sb-localhost-auth-token.0=base64-eyJ; sb-localhost-auth-token.1=xyz', true],
    ['sb-127-auth-token-code-verifier=abc', false],
    ['sb-127-auth-token=', false],
  ])('%s -> %s', (cookie, expected) => {
    expect(hasSessionCookie(cookie)).toBe(expected);
  });
});

describe('needsClientOnLoad', () => {
  it.each([
    ['', { kind: 'none' } as const, false],
    ['sb-127-auth-token=x', { kind: 'none' } as const, true],
    ['', { kind: 'code' } as const, true],
    ['', { kind: 'token-hash', tokenHash: 'a', type: 'invite' } as const, true],
    ['', { kind: 'error', error: 'access_denied', description: undefined } as const, false],
  ])('%s %j -> %s', (cookie, callback, expected) => {
    expect(needsClientOnLoad(cookie, callback)).toBe(expected);
  });
});
