// Parsing the fields many endpoints share: the e-mail, the password, PKCE and redirect_to.
import { AUTH_ERRORS, authError } from './errors.ts';
import { isValidEmail, normalizeEmail } from './email-address.ts';
import type { PkceRequest } from './email-links.ts';
import { passwordProblem } from './password-policy.ts';
import { parseCodeChallenge } from './pkce.ts';
import { resolveRedirect } from './redirects.ts';
import { allowedRedirectOrigins, stringField, type AuthDeps, type Body } from './request.ts';

/** A required, valid e-mail address in normal form. */
export function emailFrom(body: Body, missingMessage = 'An email address is required'): string {
  const raw = stringField(body, 'email');
  if (!raw || raw.trim() === '') throw AUTH_ERRORS.validation(missingMessage);
  const email = normalizeEmail(raw);
  if (!isValidEmail(email)) throw AUTH_ERRORS.emailInvalid(raw.trim());
  return email;
}

/** Checks a new password against the policy, with GoTrue's weak_password answer. */
export function assertAcceptablePassword(deps: AuthDeps, password: string): void {
  const problem = passwordProblem(password, deps.settings.passwordMinLength);
  if (!problem) return;
  if (problem.code === 'weak_password') {
    throw authError(422, 'weak_password', problem.message, {
      weak_password: { reasons: problem.reasons, message: problem.message },
    });
  }
  throw AUTH_ERRORS.validation(problem.message);
}

export function pkceFrom(body: Body): PkceRequest | undefined {
  const parsed = parseCodeChallenge(body['code_challenge'], body['code_challenge_method']);
  if (parsed === 'invalid') {
    throw AUTH_ERRORS.validation(
      'code challenge must be 43-128 characters of [A-Za-z0-9._~-], with method s256 or plain',
    );
  }
  return parsed;
}

/** redirect_to from the query (supabase-js puts it there), or from the body for admin calls. */
export function redirectFrom(deps: AuthDeps, request: Request, body: Body = {}): string {
  const query = new URL(request.url).searchParams.get('redirect_to');
  const fromBody = typeof body['redirect_to'] === 'string' ? body['redirect_to'] : undefined;
  return resolveRedirect(query ?? fromBody, deps.ctx.config.siteUrl, allowedRedirectOrigins(deps));
}
