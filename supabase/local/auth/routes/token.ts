// POST /token?grant_type=password|refresh_token|pkce.
import { json } from '../../server/http.ts';
import { exchangeAuthCode } from '../email-links.ts';
import { AUTH_ERRORS, authError } from '../errors.ts';
import { isValidEmail, normalizeEmail } from '../email-address.ts';
import { clientKeyOf } from '../rate-limits.ts';
import { readBody, stringField, type AuthDeps, type Body } from '../request.ts';
import { refreshSession, startSession, type AuthMethod } from '../sessions.ts';
import { isBanned } from '../user-json.ts';
import { findUserByEmail, findUserById, passwordMatches } from '../users.ts';

async function passwordGrant(deps: AuthDeps, request: Request, body: Body): Promise<Response> {
  const rawEmail = stringField(body, 'email');
  const password = stringField(body, 'password') ?? '';
  if (stringField(body, 'phone')) throw AUTH_ERRORS.invalidCredentials();
  if (!rawEmail) throw AUTH_ERRORS.validation('missing email or phone');
  const email = normalizeEmail(rawEmail);
  // No account can have a malformed address: refused without spending a password hash on it.
  if (!isValidEmail(email)) throw AUTH_ERRORS.invalidCredentials();
  // Wrong guesses count per account and client address, and per account overall (request.ts).
  const fromHere = `${email} ${clientKeyOf(request)}`;
  if (deps.failedSignIns.isBlocked(fromHere) || deps.failedSignInsForAccount.isBlocked(email))
    throw AUTH_ERRORS.requestRateLimited();
  const user = await findUserByEmail(deps.ctx.db, email);
  // Always compare, so an unknown address takes as long as a wrong password.
  if (!(await passwordMatches(user, password)) || !user) {
    deps.failedSignIns.record(fromHere);
    deps.failedSignInsForAccount.record(email);
    throw AUTH_ERRORS.invalidCredentials();
  }
  deps.failedSignIns.clear(fromHere);
  if (!user.email_confirmed_at) throw AUTH_ERRORS.emailNotConfirmed();
  if (isBanned(user, new Date())) throw AUTH_ERRORS.userBanned();
  const session = await deps.ctx.db.transaction((tx) => startSession(deps, tx, user, 'password'));
  return json(200, session);
}

async function refreshGrant(deps: AuthDeps, body: Body): Promise<Response> {
  const token = stringField(body, 'refresh_token');
  if (!token) throw AUTH_ERRORS.validation('refresh_token required');
  // A failed reuse check must still commit (it ends the session), so errors leave the transaction as values.
  const outcome = await deps.ctx.db.transaction(async (tx) => {
    try {
      return { session: await refreshSession(deps, tx, token, (id) => findUserById(tx, id)) };
    } catch (error) {
      return { error };
    }
  });
  if ('error' in outcome) throw outcome.error;
  const { session } = outcome;
  return json(200, session);
}

const METHODS: ReadonlySet<string> = new Set([
  'otp',
  'magiclink',
  'recovery',
  'invite',
  'email_change',
]);

async function pkceGrant(deps: AuthDeps, body: Body): Promise<Response> {
  const authCode = stringField(body, 'auth_code');
  const verifier = stringField(body, 'code_verifier');
  if (!authCode || !verifier) {
    throw AUTH_ERRORS.validation(
      'invalid request: both auth code and code verifier should be non-empty',
    );
  }
  const session = await deps.ctx.db.transaction(async (tx) => {
    const flow = await exchangeAuthCode(tx, authCode, verifier, deps.settings.flowStateSeconds);
    const user = await findUserById(tx, flow.userId);
    if (!user) throw AUTH_ERRORS.userNotFound();
    if (isBanned(user, new Date())) throw AUTH_ERRORS.userBanned();
    const method = (
      METHODS.has(flow.authenticationMethod) ? flow.authenticationMethod : 'otp'
    ) as AuthMethod;
    return startSession(deps, tx, user, method);
  });
  return json(200, session);
}

export async function token(deps: AuthDeps, request: Request): Promise<Response> {
  const grantType = new URL(request.url).searchParams.get('grant_type');
  const body = await readBody(request);
  switch (grantType) {
    case 'password':
      return passwordGrant(deps, request, body);
    case 'refresh_token':
      return refreshGrant(deps, body);
    case 'pkce':
      return pkceGrant(deps, body);
    case 'id_token':
      throw AUTH_ERRORS.notSupported('Sign-in with an identity provider (grant_type=id_token)');
    default:
      throw authError(400, 'validation_failed', `unsupported_grant_type: ${grantType ?? '(none)'}`);
  }
}
