// zod/mini: the same rules as classic zod at a fraction of the bytes the sign-in pages load.
import { z } from '../validation/zod-mini.ts';
import { AUTH_MESSAGES, type AuthWords } from './messages.ts';

/** The shortest password the Auth service accepts (its password policy). */
export const PASSWORD_MIN_LENGTH = 8;

export interface Credentials {
  email?: string | undefined;
  phone?: string | undefined;
  password?: string | undefined;
}

/**
 * Sign-in and sign-up need an e-mail or a phone number, plus a password
 * (docs/behaviour/sign-in.md#credentials-rule).
 */
export function hasCredentials({ email, phone, password }: Credentials): boolean {
  const identified = Boolean(email?.trim()) || Boolean(phone?.trim());
  return identified && Boolean(password);
}

const emailShape = z.email();

/** The form schemas of the auth views, their messages in one language. */
export function credentialSchemas(messages: AuthWords['messages']) {
  /** An address that may still be empty (the credentials rule reports that case). */
  const optionalEmail = z.string().check(
    z.trim(),
    z.refine((value) => value === '' || emailShape.safeParse(value).success, {
      message: messages.emailInvalid,
    }),
  );

  /** A required address, with the message for an empty one. */
  const requiredEmail = (emptyMessage: string) =>
    z.pipe(
      z.string().check(z.trim(), z.minLength(1, { message: emptyMessage, abort: true })),
      z.email({ message: messages.emailInvalid }),
    );

  /**
   * Sign-in and sign-up: the credentials rule (docs/behaviour/sign-in.md#credentials-rule) first,
   * then the address's shape.
   */
  const credentials = z
    .object({ email: optionalEmail, password: z.string() })
    .check(z.refine(hasCredentials, { message: messages.credentialsRequired, path: ['password'] }));

  return {
    credentials,
    /** Sign-up also holds the new password to the service's minimum length. */
    signUp: credentials.check(
      z.refine(({ password }) => password === '' || password.length >= PASSWORD_MIN_LENGTH, {
        message: messages.passwordTooShort,
        path: ['password'],
      }),
    ),
    /** Magic link and password reset: one address. */
    emailOnly: z.object({ email: requiredEmail(messages.emailRequired) }),
    /** The magic-link view's address (docs/behaviour/sign-in.md#magic-links). */
    magicLink: z.object({ email: requiredEmail(messages.magicLinkEmptyEmail) }),
    /** A new password (recovery or invitation). */
    newPassword: z.object({
      password: z
        .string()
        .check(
          z.minLength(1, { message: messages.passwordRequired, abort: true }),
          z.minLength(PASSWORD_MIN_LENGTH, { message: messages.passwordTooShort }),
        ),
    }),
    /** verify_otp: the address and the six-digit code printed under the e-mailed link. */
    otp: z.object({
      email: requiredEmail(messages.emailRequired),
      token: z.string().check(z.trim(), z.regex(/^\d{6}$/, { message: messages.codeRequired })),
    }),
  };
}

/** The English schemas (what the tests of the rules read). */
const english = credentialSchemas(AUTH_MESSAGES);
export const credentialsSchema = english.credentials;
export const signUpSchema = english.signUp;
export const emailOnlySchema = english.emailOnly;
export const magicLinkSchema = english.magicLink;
export const newPasswordSchema = english.newPassword;
export const otpSchema = english.otp;

export type CredentialsInput = z.input<typeof credentialsSchema>;
export type EmailOnlyInput = z.input<typeof emailOnlySchema>;
export type NewPasswordInput = z.input<typeof newPasswordSchema>;
export type OtpInput = z.input<typeof otpSchema>;
