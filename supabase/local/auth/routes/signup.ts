// POST /signup: e-mail and password. With autoconfirm (the local default) the answer is a
// session, and a taken address is plainly "already registered", as GoTrue answers (a session
// for a new address cannot be hidden). With confirmations on, a new and a taken address get the
// same answer (an unconfirmed-looking user), after the same time, under the same send interval.
import { randomUUID } from 'node:crypto';
import { json } from '../../server/http.ts';
import { AUTH_ERRORS, authError } from '../errors.ts';
import { assertAcceptablePassword, emailFrom, pkceFrom, redirectFrom } from '../inputs.ts';
import { claimEmailSend, sendEmailLink } from '../outgoing-links.ts';
import { objectField, readBody, stringField, type AuthDeps } from '../request.ts';
import { startSession } from '../sessions.ts';
import { steadily } from '../steady-timing.ts';
import { decoyUserRow, toUserJson } from '../user-json.ts';
import { findUserByEmail, hashPassword, insertUser } from '../users.ts';

export async function signup(deps: AuthDeps, request: Request): Promise<Response> {
  if (deps.settings.disableSignup) throw AUTH_ERRORS.signupDisabled();
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
  const autoconfirm = deps.settings.mailerAutoconfirm;

  // Hashed for a taken address too: the same work either way, before the timed part.
  const passwordHash = await hashPassword(password);
  const result = await steadily(() =>
    deps.ctx.db.transaction(async (tx) => {
      if (autoconfirm) {
        if (await findUserByEmail(tx, email)) throw AUTH_ERRORS.userAlreadyExists();
        const user = await insertUser(tx, {
          email,
          passwordHash,
          confirmed: true,
          userMetadata: data,
        });
        return {
          kind: 'session' as const,
          session: await startSession(deps, tx, user, 'password'),
        };
      }
      await claimEmailSend(deps, tx, email);
      const existing = await findUserByEmail(tx, email);
      if (existing) {
        // The owner of an account never confirmed gets the link again; the answer is the same.
        if (!existing.email_confirmed_at)
          await sendEmailLink(deps, tx, { user: existing, type: 'signup', redirectTo, pkce });
        return {
          kind: 'user' as const,
          user: toUserJson(decoyUserRow(email, randomUUID(), data, new Date())),
        };
      }
      const user = await insertUser(tx, {
        email,
        passwordHash,
        confirmed: false,
        userMetadata: data,
      });
      const sent = await sendEmailLink(deps, tx, { user, type: 'signup', redirectTo, pkce });
      return { kind: 'user' as const, user: toUserJson(sent.user) };
    }),
  );
  return json(200, result.kind === 'session' ? result.session : result.user);
}
