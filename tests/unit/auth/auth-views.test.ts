// How the auth form answers supabase-js events.
import { describe, expect, it } from 'vitest';
import {
  outcomeOfAuthEvent,
  type AuthEventContext,
  type AuthEventOutcome,
} from '../../../src/lib/auth/auth-views.ts';
import { AUTH_MESSAGES } from '../../../src/lib/auth/messages.ts';

const base: AuthEventContext = {
  view: 'sign_in',
  event: 'INITIAL_SESSION',
  hasSession: false,
  policy: 'leave-when-signed-in',
  expectingSignIn: false,
};

const cases: [string, Partial<AuthEventContext>, AuthEventOutcome][] = [
  ['no session on a sign-in page: stay', {}, { view: 'sign_in', leave: false }],
  [
    'an existing session on /login: leave quietly',
    { hasSession: true },
    { view: 'sign_in', leave: true },
  ],
  [
    'an existing session where the page lets members stay',
    { hasSession: true, policy: 'stay', view: 'forgotten_password' },
    { view: 'forgotten_password', leave: false },
  ],
  [
    'password sign-in succeeded',
    { event: 'SIGNED_IN', hasSession: true, expectingSignIn: true },
    { view: 'sign_in', leave: true, message: AUTH_MESSAGES.loginSuccess },
  ],
  [
    'sign-up succeeded',
    { view: 'sign_up', event: 'SIGNED_IN', hasSession: true, expectingSignIn: true },
    { view: 'sign_up', leave: true, message: AUTH_MESSAGES.signupSuccess },
  ],
  [
    'signed in from another tab on /register',
    { view: 'sign_up', event: 'SIGNED_IN', hasSession: true },
    { view: 'sign_up', leave: true },
  ],
  [
    'a signed-in member on the reset page signs in again',
    {
      view: 'sign_in',
      event: 'SIGNED_IN',
      hasSession: true,
      policy: 'stay',
      expectingSignIn: true,
    },
    { view: 'sign_in', leave: true, message: AUTH_MESSAGES.loginSuccess },
  ],
  [
    'recovery link came back',
    { view: 'forgotten_password', event: 'PASSWORD_RECOVERY', hasSession: true, policy: 'stay' },
    { view: 'update_password', leave: false },
  ],
  [
    'an invitation signed in while the password is still to choose',
    { view: 'update_password', event: 'SIGNED_IN', hasSession: true, expectingSignIn: true },
    { view: 'update_password', leave: false },
  ],
  [
    'password updated: on, signed in, with the notice shown again on arrival',
    { view: 'update_password', event: 'USER_UPDATED', hasSession: true },
    {
      view: 'update_password',
      leave: true,
      message: AUTH_MESSAGES.passwordUpdated,
      noticeOnArrival: AUTH_MESSAGES.passwordUpdated,
    },
  ],
  [
    'user updated without a session: back to sign-in with the notice',
    { view: 'update_password', event: 'USER_UPDATED', hasSession: false },
    { view: 'sign_in', leave: false, message: AUTH_MESSAGES.passwordUpdated },
  ],
  [
    'token refreshed changes nothing',
    { event: 'TOKEN_REFRESHED', hasSession: true },
    { view: 'sign_in', leave: false },
  ],
  [
    'signed out changes nothing',
    { view: 'magic_link', event: 'SIGNED_OUT' },
    { view: 'magic_link', leave: false },
  ],
  [
    'a sign-in event without a session does nothing',
    { event: 'SIGNED_IN', expectingSignIn: true },
    { view: 'sign_in', leave: false },
  ],
  [
    'a code from the verify view signed in',
    { view: 'verify_otp', event: 'SIGNED_IN', hasSession: true, expectingSignIn: true },
    { view: 'verify_otp', leave: true, message: AUTH_MESSAGES.loginSuccess },
  ],
];

describe('outcomeOfAuthEvent', () => {
  it.each(cases)('%s', (_name, change, expected) => {
    expect(outcomeOfAuthEvent({ ...base, ...change })).toEqual(expected);
  });
});
