// zod/mini: the same rules as classic zod at a fraction of the bytes the sign-in pages load.
import { z } from '../validation/zod-mini.ts';
import { AUTH_MESSAGES } from './messages.ts';

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

/** An address that may still be empty (the credentials rule reports that case). */
const optionalEmail = z.string().check(
  z.trim(),
  z.refine((value) => value === '' || emailShape.safeParse(value).success, {
    message: AUTH_MESSAGES.emailInvalid,
  }),
);

/** A required address, with the message for an empty one. */
function requiredEmail(emptyMessage: string) {
  return z.pipe(
    z.string().check(z.trim(), z.minLength(1, { message: emptyMessage, abort: true })),
    z.email({ message: AUTH_MESSAGES.emailInvalid }),
  );
}

/**
 * Sign-in and sign-up: the credentials rule (docs/behaviour/sign-in.md#credentials-rule) first,
 * then the address's shape.
 */
export const credentialsSchema = z
  .object({ email: optionalEmail, password: z.string() })
  .check(
    z.refine(hasCredentials, { message: AUTH_MESSAGES.credentialsRequired, path: ['password'] }),
  );

export type CredentialsInput = z.input<typeof credentialsSchema>;

/** Sign-up also holds the new password to the service's minimum length. */
export const signUpSchema = credentialsSchema.check(
  z.refine(({ password }) => password === '' || password.length >= PASSWORD_MIN_LENGTH, {
    message: AUTH_MESSAGES.passwordTooShort,
    path: ['password'],
  }),
);

/** Magic link and password reset: one address. */
export const emailOnlySchema = z.object({ email: requiredEmail(AUTH_MESSAGES.emailRequired) });

export type EmailOnlyInput = z.input<typeof emailOnlySchema>;

/**
 * The magic-link view's address, with the empty-address message
 * (docs/behaviour/sign-in.md#magic-links).
 */
export const magicLinkSchema = z.object({
  email: requiredEmail(AUTH_MESSAGES.magicLinkEmptyEmail),
});

/** A new password (recovery or invitation). */
export const newPasswordSchema = z.object({
  password: z
    .string()
    .check(
      z.minLength(1, { message: AUTH_MESSAGES.passwordRequired, abort: true }),
      z.minLength(PASSWORD_MIN_LENGTH, { message: AUTH_MESSAGES.passwordTooShort }),
    ),
});

export type NewPasswordInput = z.input<typeof newPasswordSchema>;

/** verify_otp: the address and the six-digit code printed under the e-mailed link. */
export const otpSchema = z.object({
  email: requiredEmail(AUTH_MESSAGES.emailRequired),
  token: z.string().check(z.trim(), z.regex(/^\d{6}$/, { message: AUTH_MESSAGES.codeRequired })),
});

export type OtpInput = z.input<typeof otpSchema>;
