// Bad input to the public calls of the newsletter and privacy flows is the caller's mistake: each
// is answered 4xx with a message, never 500 (issue 41, item 7), through supabase-js as a visitor's
// browser or a mail provider would send it.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend, type TestBackend } from '../support/backend.ts';

let backend: TestBackend;
let visitor: SupabaseClient;

beforeAll(async () => {
  backend = await startBackend();
  visitor = backend.client();
});
afterAll(async () => {
  await backend?.stop();
});

const address = () => `bad-input-${randomUUID().slice(0, 8)}@example.org`;

const signup = (overrides: Record<string, unknown>) => ({
  first_name: 'Layla',
  last_name: 'Haddad',
  email: address(),
  marketing_consent: true,
  notice_version: '2',
  ...overrides,
});

const CASES: [string, string, () => Record<string, unknown>][] = [
  [
    'a newsletter sign-up in an unknown language',
    'subscribe_newsletter',
    () => signup({ locale: 'fr' }),
  ],
  [
    'a newsletter sign-up under a malformed notice version',
    'subscribe_newsletter',
    () => signup({ notice_version: 'v2!' }),
  ],
  [
    'a newsletter sign-up with a name past its limit',
    'subscribe_newsletter',
    () => signup({ first_name: 'L'.repeat(101) }),
  ],
  [
    'a newsletter sign-up with a phone past its limit',
    'subscribe_newsletter',
    () => signup({ phone: '5'.repeat(41) }),
  ],
  [
    'a newsletter sign-up with a NUL in the name',
    'subscribe_newsletter',
    () => signup({ first_name: 'La\u0000yla' }),
  ],
  [
    'a newsletter sign-up with a NUL in the address',
    'subscribe_newsletter',
    () => signup({ email: `la\u0000yla@example.org` }),
  ],
  [
    'a newsletter sign-up whose consent is not a boolean',
    'subscribe_newsletter',
    () => signup({ marketing_consent: 'yes please' }),
  ],
  [
    'a newsletter sign-up with an address the domain refuses',
    'subscribe_newsletter',
    () => signup({ email: 'layla@@example.org' }),
  ],
  [
    'a privacy request of an unknown kind',
    'submit_privacy_request',
    () => ({ kind: 'sell', email: address() }),
  ],
  [
    'a privacy request in an unknown language',
    'submit_privacy_request',
    () => ({ kind: 'access', email: address(), locale: 'fr' }),
  ],
  [
    'a privacy request with a NUL in its details',
    'submit_privacy_request',
    () => ({ kind: 'access', email: address(), details: 'a\u0000b' }),
  ],
  [
    'a privacy request with an address the domain refuses',
    'submit_privacy_request',
    () => ({ kind: 'access', email: 'layla@@example.org' }),
  ],
  [
    'a verification token with a NUL',
    'verify_privacy_request',
    () => ({ token: `${'a'.repeat(32)}\u0000` }),
  ],
  [
    'a newsletter confirmation token with a NUL',
    'confirm_newsletter_signup',
    () => ({ token: `${'a'.repeat(32)}\u0000` }),
  ],
  [
    'an unsubscribe token with a NUL',
    'unsubscribe_newsletter',
    () => ({ token: `${'a'.repeat(32)}\u0000` }),
  ],
];

describe('public calls of the newsletter and privacy flows', () => {
  it.each(CASES)('answer 4xx with a message for %s', async (_, fn, args) => {
    const { error, status } = await visitor.rpc(fn as never, args() as never);
    expect({ status: Math.floor(status / 100), message: typeof error?.message }).toEqual({
      status: 4,
      message: 'string',
    });
  });

  it('answers a bad token as not valid, not as a failure', async () => {
    for (const fn of ['confirm_newsletter_signup', 'unsubscribe_newsletter'] as const) {
      const { error, status } = await visitor.rpc(fn, { token: 'not-a-token' });
      expect({ fn, status, error }).toEqual({ fn, status: 200, error: null });
    }
  });
});
