// The Auth service's settings. Local defaults follow GoTrue's, with one deliberate change:
// e-mail confirmation on sign-up is OFF (GoTrue's mailer_autoconfirm), because the product's
// sign-up view says "Account created successfully!" and expects a session at once. Set
// SUPABASE_AUTH_AUTOCONFIRM=false to require the confirmation link, as hosted projects do.

import { environment, type Environment } from '../environment.ts';
import type { Rate } from '../server/token-buckets.ts';

/** The endpoint groups limited per client address (see rate-limits.ts). */
export type LimitGroup = 'signIn' | 'token' | 'verify' | 'email';

export interface AuthSettings {
  /** Sign-up returns a session without a confirmation e-mail. */
  mailerAutoconfirm: boolean;
  /** Minimum password length (GoTrue's GOTRUE_PASSWORD_MIN_LENGTH). */
  passwordMinLength: number;
  /** Access-token lifetime (GoTrue's JWT_EXP). */
  accessTokenSeconds: number;
  /** How long e-mailed links and codes stay valid (GoTrue's MAILER_OTP_EXP). */
  emailLinkSeconds: number;
  /** How long a PKCE auth code can be exchanged after the link was opened. */
  flowStateSeconds: number;
  /** One e-mail per address per this many seconds (GoTrue's SMTP_MAX_FREQUENCY). */
  emailSendIntervalSeconds: number;
  /** A rotated refresh token may be presented again this long (GoTrue's reuse interval). */
  refreshReuseSeconds: number;
  /** Wrong six-digit codes allowed before an address's codes are voided. */
  maxCodeAttempts: number;
  /** No new accounts: sign-up is refused and a magic link never creates one (GoTrue's DISABLE_SIGNUP). */
  disableSignup: boolean;
  /** Accounts never confirmed (nor invited) are deleted this long after sign-up. */
  unconfirmedLifetimeSeconds: number;
  /** Requests per client address (Supabase Auth's per-IP limits). */
  rateLimits: Record<LimitGroup, Rate>;
}

/**
 * Supabase Auth's defaults, per client address: sign-ups and sign-ins 30 per 5 minutes (360 an
 * hour), token refreshes 150 per 5 minutes (1,800 an hour), verifications 360 an hour, each
 * with bursts of up to 30. E-mail sending (magic link, recovery, resend) is 30 an hour per
 * address, Supabase's e-mail limit with a custom SMTP server, with the same burst.
 */
function rateLimits(env: Environment): Record<LimitGroup, Rate> {
  const burst = env.SUPABASE_AUTH_RATE_LIMIT_BURST ?? 30;
  return {
    signIn: { perHour: env.SUPABASE_AUTH_RATE_LIMIT_SIGN_IN ?? 360, burst },
    token: { perHour: env.SUPABASE_AUTH_RATE_LIMIT_TOKEN_REFRESH ?? 1800, burst },
    verify: { perHour: env.SUPABASE_AUTH_RATE_LIMIT_VERIFY ?? 360, burst },
    email: { perHour: env.SUPABASE_AUTH_RATE_LIMIT_EMAIL ?? 30, burst },
  };
}

export function readAuthSettings(env: Environment = environment()): AuthSettings {
  return {
    mailerAutoconfirm: env.SUPABASE_AUTH_AUTOCONFIRM,
    passwordMinLength: 8,
    accessTokenSeconds: env.SUPABASE_AUTH_JWT_EXP ?? 3600,
    emailLinkSeconds: 3600,
    flowStateSeconds: 300,
    emailSendIntervalSeconds: env.SUPABASE_AUTH_EMAIL_INTERVAL ?? 60,
    refreshReuseSeconds: 10,
    maxCodeAttempts: 5,
    disableSignup: env.SUPABASE_AUTH_DISABLE_SIGNUP,
    unconfirmedLifetimeSeconds: env.SUPABASE_AUTH_UNCONFIRMED_SECONDS ?? 24 * 3600,
    rateLimits: rateLimits(env),
  };
}
