// The credentials rule (docs/behaviour/sign-in.md#credentials-rule): an e-mail or phone number,
// plus a password; the other forms' inputs.
import { describe, expect, it } from 'vitest';
import {
  credentialsSchema,
  emailOnlySchema,
  hasCredentials,
  magicLinkSchema,
  newPasswordSchema,
  otpSchema,
  signUpSchema,
} from '../../../src/lib/auth/credentials.ts';
import { AUTH_MESSAGES } from '../../../src/lib/auth/messages.ts';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);

describe('hasCredentials', () => {
  it.each([
    [{ email: 'a@example.com', password: 'secret' }, true],
    [{ phone: '+966500000000', password: 'secret' }, true],
    [{ email: 'a@example.com', phone: '+966500000000', password: 'x' }, true],
    [{ email: 'a@example.com', password: '' }, false],
    [{ email: '   ', password: 'secret' }, false],
    [{ phone: '', password: 'secret' }, false],
    [{ password: 'secret' }, false],
    [{}, false],
  ])('%j -> %s', (input, expected) => {
    expect(hasCredentials(input)).toBe(expected);
  });
});

describe('credentialsSchema', () => {
  it.each([
    [{ email: '', password: '' }, [AUTH_MESSAGES.credentialsRequired]],
    [{ email: 'a@example.com', password: '' }, [AUTH_MESSAGES.credentialsRequired]],
    [{ email: '', password: 'secret' }, [AUTH_MESSAGES.credentialsRequired]],
    [{ email: 'not-an-address', password: 'secret' }, [AUTH_MESSAGES.emailInvalid]],
    [{ email: ' a@example.com ', password: 'x' }, []],
  ])('%j', (input, expected) => {
    expect(messages(credentialsSchema.safeParse(input))).toEqual(expected);
  });

  it('trims the address', () => {
    expect(credentialsSchema.parse({ email: ' a@example.com ', password: 'x' }).email).toBe(
      'a@example.com',
    );
  });

  it('says the rule in the product wording', () => {
    expect(AUTH_MESSAGES.credentialsRequired).toBe(
      'You must provide either an email or phone number and a password',
    );
  });
});

describe('signUpSchema', () => {
  it.each([
    [{ email: 'a@example.com', password: 'seven77' }, [AUTH_MESSAGES.passwordTooShort]],
    [{ email: 'a@example.com', password: 'eight888' }, []],
    [{ email: '', password: '' }, [AUTH_MESSAGES.credentialsRequired]],
  ])('%j', (input, expected) => {
    expect(messages(signUpSchema.safeParse(input))).toEqual(expected);
  });
});

describe('e-mail only, new password and code', () => {
  it.each([
    [emailOnlySchema, { email: '' }, [AUTH_MESSAGES.emailRequired]],
    [emailOnlySchema, { email: 'nope' }, [AUTH_MESSAGES.emailInvalid]],
    [emailOnlySchema, { email: 'a@example.com' }, []],
    [magicLinkSchema, { email: '  ' }, [AUTH_MESSAGES.magicLinkEmptyEmail]],
    [newPasswordSchema, { password: '' }, [AUTH_MESSAGES.passwordRequired]],
    [newPasswordSchema, { password: 'short' }, [AUTH_MESSAGES.passwordTooShort]],
    [newPasswordSchema, { password: 'long enough' }, []],
    [otpSchema, { email: 'a@example.com', token: '12345' }, [AUTH_MESSAGES.codeRequired]],
    [otpSchema, { email: 'a@example.com', token: '12a456' }, [AUTH_MESSAGES.codeRequired]],
    [otpSchema, { email: 'a@example.com', token: ' 123456 ' }, []],
  ] as const)('%#', (schema, input, expected) => {
    expect(messages(schema.safeParse(input))).toEqual(expected);
  });
});
