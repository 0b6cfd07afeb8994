import { describe, expect, it } from 'vitest';
import { ACCOUNT_NAME_MAX, accountName } from '../../../src/lib/auth/account-name.ts';
import { signedInMarkerCookie } from '../../../src/lib/auth/signed-in-marker.ts';

describe('accountName', () => {
  it.each([
    ['first and last name', { first_name: ' Noura ', last_name: 'Al-Saud' }, 'Noura Al-Saud'],
    ['first name only', { first_name: 'Noura' }, 'Noura'],
    ['a full name', { full_name: 'Sam Lee' }, 'Sam Lee'],
    ['no name: the e-mail', {}, 'member@example.com'],
    ['blank names: the e-mail', { first_name: '  ', full_name: '' }, 'member@example.com'],
    ['a name that is not text', { first_name: 42 }, 'member@example.com'],
  ])('%s', (_label, metadata, expected) => {
    expect(accountName({ email: 'member@example.com', user_metadata: metadata })).toBe(expected);
  });

  it('cuts a long name with an ellipsis', () => {
    const name = accountName({
      email: 'x@example.com',
      user_metadata: { full_name: 'a'.repeat(90) },
    });
    expect(name).toHaveLength(ACCOUNT_NAME_MAX);
    expect(name.endsWith('…')).toBe(true);
  });
});

describe('signedInMarkerCookie', () => {
  it('holds the encoded name for as long as the session cookie lives', () => {
    expect(signedInMarkerCookie('Noura Al-Saud; x=1', false)).toBe(
      'signed-in=Noura%20Al-Saud%3B%20x%3D1; Max-Age=34560000; Path=/; SameSite=Lax',
    );
  });

  it('expires at once when signed out, and is Secure on https', () => {
    expect(signedInMarkerCookie(null, true)).toBe(
      'signed-in=; Max-Age=0; Path=/; SameSite=Lax; Secure',
    );
  });
});
