// The Auth service's pure rules, table by table.
import { describe, expect, it } from 'vitest';
import { isValidEmail, normalizeEmail } from '../../../supabase/local/auth/email-address.ts';
import { passwordProblem } from '../../../supabase/local/auth/password-policy.ts';
import {
  parseCodeChallenge,
  s256Challenge,
  verifierMatches,
} from '../../../supabase/local/auth/pkce.ts';
import { secondsUntilNextSend } from '../../../supabase/local/auth/send-interval.ts';

describe('passwordProblem', () => {
  it.each([
    ['', 'weak_password'],
    ['seven77', 'weak_password'],
    ['eight888', undefined],
    ['ñandú-ok', undefined],
    ['x'.repeat(72), undefined],
    ['x'.repeat(73), 'validation_failed'],
    ['é'.repeat(40), 'validation_failed'],
  ])('%j -> %s', (password, code) => {
    expect(passwordProblem(password, 8)?.code).toBe(code);
  });

  it('says what GoTrue says', () => {
    expect(passwordProblem('short', 8)).toEqual({
      code: 'weak_password',
      message: 'Password should be at least 8 characters.',
      reasons: ['length'],
    });
  });
});

describe('e-mail addresses', () => {
  it.each([
    ['founder@company.sa', true],
    ['first.last+tag@sub.example.com', true],
    ['no-at-sign.example.com', false],
    ['two@@example.com', false],
    ['space in@example.com', false],
    ['dots..twice@example.com', false],
    ['.lead@example.com', false],
    ['x@nodot', false],
    [`${'a'.repeat(65)}@example.com`, false],
    ['<script>@example.com', false],
  ])('%s valid: %s', (email, valid) => {
    expect(isValidEmail(email)).toBe(valid);
  });

  it('normalises case and spaces', () => {
    expect(normalizeEmail('  Layla@Example.COM ')).toBe('layla@example.com');
  });
});

describe('PKCE', () => {
  // RFC 7636 appendix B.
  const verifier = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
  const challenge = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';

  it('computes the S256 challenge of RFC 7636', () => {
    expect(s256Challenge(verifier)).toBe(challenge);
  });

  it.each([
    [verifier, challenge, 's256', true],
    [`${verifier}x`, challenge, 's256', false],
    [challenge, challenge, 'plain', true],
    [verifier, challenge, 'plain', false],
  ] as const)('verifier %s against %s (%s) -> %s', (candidate, stored, method, ok) => {
    expect(verifierMatches(candidate, stored, method)).toBe(ok);
  });

  it.each([
    [undefined, undefined, undefined],
    [null, null, undefined],
    [challenge, 's256', { challenge, method: 's256' }],
    [challenge, 'S256', { challenge, method: 's256' }],
    [challenge, 'plain', { challenge, method: 'plain' }],
    [challenge, 'md5', 'invalid'],
    ['too-short', 's256', 'invalid'],
    [`${challenge}!`, 's256', 'invalid'],
  ])('challenge %j method %j -> %j', (value, method, expected) => {
    expect(parseCodeChallenge(value, method)).toEqual(expected);
  });
});

describe('secondsUntilNextSend', () => {
  const now = new Date('2026-01-01T12:00:00Z');
  it.each([
    [undefined, 0],
    [new Date('2026-01-01T11:58:00Z'), 0],
    [new Date('2026-01-01T11:59:00Z'), 0],
    [new Date('2026-01-01T11:59:00.500Z'), 1],
    [new Date('2026-01-01T11:59:30Z'), 30],
    [new Date('2026-01-01T12:00:00Z'), 60],
    [new Date('2026-01-01T12:00:10Z'), 60],
  ])('last sent %s -> wait %i s', (last, wait) => {
    expect(secondsUntilNextSend(last, now, 60)).toBe(wait);
  });
});
