// GoTrue's error answers (docs/wire/supabase-js.md#auth-error-answers). auth-js reads `code` when
// the response carries X-Supabase-Api-Version >= 2024-01-01, else `error_code`; it reads `msg` or
// `message` for the text. Sending all of them keeps every client version happy.
import { HttpError } from '../server/http.ts';

export const API_VERSION_HEADERS = { 'x-supabase-api-version': '2024-01-01' } as const;

export function authError(
  status: number,
  code: string,
  message: string,
  extra: Record<string, unknown> = {},
): HttpError {
  return new HttpError(
    status,
    { code, error_code: code, msg: message, message, ...extra },
    { ...API_VERSION_HEADERS, 'x-sb-error-code': code },
  );
}

/** The shape readJsonBody uses for its 400/413 answers inside the auth service. */
export const authBodyError = (status: number, code: string, message: string) => ({
  code: code === 'invalid_json' ? 'bad_json' : 'request_too_large',
  error_code: code === 'invalid_json' ? 'bad_json' : 'request_too_large',
  msg: message,
  message,
  status,
});

/** Every GoTrue message this service sends more than once, defined once. */
export const AUTH_ERRORS = {
  invalidCredentials: () => authError(400, 'invalid_credentials', 'Invalid login credentials'),
  emailNotConfirmed: () => authError(400, 'email_not_confirmed', 'Email not confirmed'),
  userBanned: () => authError(400, 'user_banned', 'User is banned'),
  noAuthorization: () =>
    authError(401, 'no_authorization', 'This endpoint requires a valid Bearer token'),
  badJwt: (reason: string) =>
    authError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${reason}`),
  userNotFoundFromSub: () =>
    authError(403, 'user_not_found', 'User from sub claim in JWT does not exist'),
  sessionNotFound: () =>
    authError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist'),
  notAdmin: () => authError(403, 'not_admin', 'User not allowed'),
  userNotFound: () => authError(404, 'user_not_found', 'User not found'),
  emailExists: () =>
    authError(422, 'email_exists', 'A user with this email address has already been registered'),
  userAlreadyExists: () => authError(422, 'user_already_exists', 'User already registered'),
  otpDisabled: () => authError(422, 'otp_disabled', 'Signups not allowed for otp'),
  linkExpired: () => authError(403, 'otp_expired', 'Email link is invalid or has expired'),
  otpExpired: () => authError(403, 'otp_expired', 'Token has expired or is invalid'),
  refreshTokenNotFound: () =>
    authError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found'),
  refreshTokenAlreadyUsed: () =>
    authError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used'),
  validation: (message: string) => authError(400, 'validation_failed', message),
  emailInvalid: (email: string) =>
    authError(400, 'email_address_invalid', `Email address "${email}" is invalid`),
  emailRateLimited: (seconds: number) =>
    authError(
      429,
      'over_email_send_rate_limit',
      `For security purposes, you can only request this after ${seconds} seconds.`,
    ),
  requestRateLimited: (retryAfterSeconds?: number) => {
    const error = authError(429, 'over_request_rate_limit', 'Request rate limit reached');
    if (retryAfterSeconds) error.headers['retry-after'] = String(retryAfterSeconds);
    return error;
  },
  signupDisabled: () => authError(422, 'signup_disabled', 'Signups not allowed for this instance'),
  notSupported: (what: string) =>
    authError(501, 'not_implemented', `${what} is not supported by the embedded backend`),
} as const;
