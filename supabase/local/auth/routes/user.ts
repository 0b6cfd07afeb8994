// GET /user, PUT /user (password, e-mail, metadata) and POST /logout for the signed-in caller.
import { HttpError, json } from '../../server/http.ts';
import { AUTH_ERRORS, authError } from '../errors.ts';
import { emailFrom, assertAcceptablePassword, pkceFrom, redirectFrom } from '../inputs.ts';
import { sendEmailLink } from '../outgoing-links.ts';
import { objectField, readBody, requireUser, stringField, type AuthDeps } from '../request.ts';
import { endSessions, type LogoutScope } from '../sessions.ts';
import { toUserJson } from '../user-json.ts';
import {
  findUserByEmail,
  hashPassword,
  mergeMetadata,
  passwordMatches,
  updateUser,
} from '../users.ts';

export async function getUser(deps: AuthDeps, request: Request): Promise<Response> {
  const { user } = await requireUser(deps, request);
  return json(200, toUserJson(user));
}

export async function updateCurrentUser(deps: AuthDeps, request: Request): Promise<Response> {
  const caller = await requireUser(deps, request);
  const body = await readBody(request);
  const password = stringField(body, 'password');
  const data = objectField(body, 'data');
  const wantsEmail = typeof body['email'] === 'string' && body['email'] !== '';
  const newEmail = wantsEmail ? emailFrom(body) : undefined;
  if (stringField(body, 'phone'))
    throw authError(400, 'phone_provider_disabled', 'Unsupported phone provider');
  if (stringField(body, 'nonce')) throw AUTH_ERRORS.notSupported('Reauthentication nonces');
  let passwordHash: string | undefined;
  if (password !== undefined) {
    assertAcceptablePassword(deps, password);
    if (await passwordMatches(caller.user, password)) {
      throw authError(
        422,
        'same_password',
        'New password should be different from the old password.',
      );
    }
    passwordHash = await hashPassword(password);
  }
  const pkce = pkceFrom(body);
  const redirectTo = redirectFrom(deps, request);
  const updated = await deps.ctx.db.transaction(async (tx) => {
    let user = caller.user;
    // The caller's claims, as PostgREST sets them, so the database can tell whether this session
    // proved the account's address and may make the new password a trusted one
    // (supabase/migrations/20251130010000_proven_addresses.sql).
    if (passwordHash !== undefined) {
      await tx.query(`select set_config('request.jwt.claims', $1, true)`, [
        JSON.stringify(caller.claims),
      ]);
    }
    if (passwordHash !== undefined || data !== undefined) {
      user = await updateUser(tx, user.id, {
        ...(passwordHash !== undefined ? { passwordHash } : {}),
        ...(data !== undefined
          ? { userMetadata: mergeMetadata(user.raw_user_meta_data, data) }
          : {}),
      });
    }
    if (newEmail !== undefined && newEmail !== user.email) {
      const taken = await findUserByEmail(tx, newEmail);
      if (taken) throw AUTH_ERRORS.emailExists();
      // The new address must prove itself before it replaces the old one.
      ({ user } = await sendEmailLink(deps, tx, {
        user,
        type: 'email_change',
        newEmail,
        redirectTo,
        pkce,
      }));
    }
    return user;
  });
  return json(200, toUserJson(updated));
}

const SCOPES: readonly LogoutScope[] = ['global', 'local', 'others'];

export async function logout(deps: AuthDeps, request: Request): Promise<Response> {
  const scope = new URL(request.url).searchParams.get('scope') ?? 'global';
  if (!(SCOPES as readonly string[]).includes(scope)) {
    throw AUTH_ERRORS.validation(`Unsupported logout scope ${JSON.stringify(scope)}`);
  }
  let caller;
  try {
    caller = await requireUser(deps, request);
  } catch (error) {
    // Signing out of a session that has already ended is done, not an error.
    const code = error instanceof HttpError ? (error.body as { code?: unknown }).code : undefined;
    if (code === 'session_not_found') return new Response(null, { status: 204 });
    throw error;
  }
  await endSessions(deps.ctx.db, caller.user.id, caller.sessionId, scope as LogoutScope);
  return new Response(null, { status: 204 });
}
