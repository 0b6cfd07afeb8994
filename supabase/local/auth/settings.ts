// The Auth service's settings. Local defaults follow GoTrue's, with one deliberate change:
// e-mail confirmation on sign-up is OFF (GoTrue's mailer_autoconfirm), because the product's
// sign-up view says "Account created successfully!" and expects a session at once. Set
// SUPABASE_AUTH_AUTOCONFIRM=false to require the confirmation link, as hosted projects do.

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
}

function envBoolean(name: string, fallback: boolean): boolean {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  if (/^(1|true|yes|on)$/i.test(raw)) return true;
  if (/^(0|false|no|off)$/i.test(raw)) return false;
  throw new Error(`${name} must be true or false, got ${JSON.stringify(raw)}`);
}

function envSeconds(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0)
    throw new Error(`${name} must be a whole number of seconds`);
  return value;
}

export function readAuthSettings(): AuthSettings {
  return {
    mailerAutoconfirm: envBoolean('SUPABASE_AUTH_AUTOCONFIRM', true),
    passwordMinLength: 8,
    accessTokenSeconds: envSeconds('SUPABASE_AUTH_JWT_EXP', 3600),
    emailLinkSeconds: 3600,
    flowStateSeconds: 300,
    emailSendIntervalSeconds: envSeconds('SUPABASE_AUTH_EMAIL_INTERVAL', 60),
    refreshReuseSeconds: 10,
    maxCodeAttempts: 5,
  };
}
