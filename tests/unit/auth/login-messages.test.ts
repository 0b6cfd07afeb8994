// Which text a sign-in failure shows (docs/behaviour/sign-in.md#sign-in-failures).
import { describe, expect, it } from 'vitest';
import {
  authKitErrorMessage,
  loginErrorMessage,
  magicLinkErrorMessage,
} from '../../../src/lib/auth/login-error-message.ts';
import { AUTH_MESSAGES } from '../../../src/lib/auth/messages.ts';

const apiError = (message: string, status = 400) => ({ name: 'AuthApiError', message, status });
const networkError = { name: 'AuthRetryableFetchError', message: 'Failed to fetch', status: 0 };
const gatewayError = { name: 'AuthRetryableFetchError', message: '{}', status: 503 };
const databaseError = {
  name: 'AuthRetryableFetchError',
  message: 'Database error querying schema',
  status: 500,
};

describe('loginErrorMessage', () => {
  it.each([
    [apiError('Invalid login credentials'), AUTH_MESSAGES.loginInvalid],
    [apiError('Database error querying schema', 500), AUTH_MESSAGES.loginDatabaseError],
    [apiError('Email not confirmed'), 'Email not confirmed'],
    [apiError('Request rate limit reached', 429), 'Request rate limit reached'],
    [networkError, AUTH_MESSAGES.unexpected],
    [gatewayError, AUTH_MESSAGES.unexpected],
    [databaseError, AUTH_MESSAGES.loginDatabaseError],
    [apiError(''), AUTH_MESSAGES.unexpected],
    [new TypeError('x is undefined'), AUTH_MESSAGES.unexpected],
    [
      { __isAuthError: true, name: 'AuthError', message: 'Anonymous sign-ins are disabled' },
      'Anonymous sign-ins are disabled',
    ],
    ['a string', AUTH_MESSAGES.unexpected],
    [null, AUTH_MESSAGES.unexpected],
    [undefined, AUTH_MESSAGES.unexpected],
    [{ message: 42 }, AUTH_MESSAGES.unexpected],
    [{ name: 'AuthApiError', message: 42 }, AUTH_MESSAGES.unexpected],
  ])('%j -> %s', (error, expected) => {
    expect(loginErrorMessage(error)).toBe(expected);
  });

  it('uses the exact texts', () => {
    expect(AUTH_MESSAGES.loginInvalid).toBe('Invalid email or password');
    expect(AUTH_MESSAGES.loginDatabaseError).toBe(
      'Unable to log in at this time. Please try again later.',
    );
    expect(AUTH_MESSAGES.unexpected).toBe('An unexpected error occurred. Please try again.');
  });
});

describe('magicLinkErrorMessage', () => {
  it.each([
    [
      apiError('For security purposes, you can only request this after 42 seconds.', 429),
      'For security purposes, you can only request this after 42 seconds.',
    ],
    [apiError('Signups not allowed for otp', 422), 'Signups not allowed for otp'],
    [networkError, 'Failed to send magic link. Please try again.'],
    [gatewayError, 'Failed to send magic link. Please try again.'],
    [undefined, 'Failed to send magic link. Please try again.'],
  ])('%j -> %s', (error, expected) => {
    expect(magicLinkErrorMessage(error)).toBe(expected);
  });
});

describe('authKitErrorMessage', () => {
  it('shows the provider text, else the fallback', () => {
    expect(authKitErrorMessage(apiError('User already registered', 422), 'fallback')).toBe(
      'User already registered',
    );
    expect(authKitErrorMessage(networkError, AUTH_MESSAGES.signupFailed)).toBe(
      'An error occurred during signup',
    );
  });
});
