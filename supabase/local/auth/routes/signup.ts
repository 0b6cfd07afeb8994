// POST /signup: e-mail and password. With autoconfirm (the local default) the answer is a
// session; otherwise a confirmation link is mailed and the bare user returned.
import { randomUUID } from 'node:crypto';
import { json } from '../../server/http.ts';
import { AUTH_ERRORS, authError } from '../errors.ts';
import { assertAcceptablePassword, emailFrom, pkceFrom, redirectFrom } from '../inputs.ts';
import { claimEmailSend, sendEmailLink } from '../outgoing-links.ts';
import { objectField, readBody, stringField, type AuthDeps } from '../request.ts';
import { startSession } from '../sessions.ts';
import { decoyUserJson, toUserJson } from '../user-json.ts';
import { findUserByEmail, hashPassword, insertUser } from '../users.ts';

export async function signup(deps: AuthDeps, request: Request): Promise<Response> {
  const body = await readBody(request);
  if (stringField(body, 'phone')) {
    throw authError(400, 'phone_provider_disabled', 'Unsupported phone provider');
  }
  const email = emailFrom(body, 'You must provide either an email or phone number and a password');
  const password = stringField(body, 'password');
  if (!password) throw AUTH_ERRORS.validation('Signup requires a valid password');
  assertAcceptablePassword(deps, password);
  const data = objectField(body, 'data') ?? {};
  const pkce = pkceFrom(body);
  const redirectTo = redirectFrom(deps, request);
  const passwordHash = await hashPassword(password);
  const autoconfirm = deps.settings.mailerAutoconfirm;

  const result = await deps.ctx.db.transaction(async (tx) => {
    const existing = await findUserByEmail(tx, email);
    if (existing) {
      // Like GoTrue: with autoconfirm the address is plainly taken; with confirmations on, the
      // answer is an unconfirmed-looking user so the address's existence stays private.
      if (autoconfirm) throw AUTH_ERRORS.userAlreadyExists();
      return { kind: 'user' as const, user: decoyUserJson(email, randomUUID(), new Date()) };
    }
    const user = await insertUser(tx, {
      email,
      passwordHash,
      confirmed: autoconfirm,
      userMetadata: data,
    });
    if (autoconfirm)
      return { kind: 'session' as const, session: await startSession(deps, tx, user, 'password') };
    await claimEmailSend(deps, tx, email);
    const sent = await sendEmailLink(deps, tx, { user, type: 'signup', redirectTo, pkce });
    return { kind: 'user' as const, user: toUserJson(sent.user) };
  });
  return json(200, result.kind === 'session' ? result.session : result.user);
}
