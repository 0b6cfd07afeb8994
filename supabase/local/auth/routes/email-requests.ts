// The public endpoints that mail a link: POST /otp (magic link), POST /recover (password reset)
// and POST /resend (sign-up confirmation or e-mail change again). Each answers {} whether or not
// the address is known, after the same time (steadily), and the per-address send interval counts
// unknown addresses too, so neither the answer, its timing nor a second request's 429 tells.
// Unlike GoTrue, /otp with create_user:false answers {} for an unknown address too (not 422).
import { json } from '../../server/http.ts';
import { AUTH_ERRORS, authError } from '../errors.ts';
import { emailFrom, pkceFrom, redirectFrom } from '../inputs.ts';
import { claimEmailSend, sendEmailLink } from '../outgoing-links.ts';
import { objectField, readBody, stringField, type AuthDeps } from '../request.ts';
import { steadily } from '../steady-timing.ts';
import { findUserByEmail, findUserById, insertUser } from '../users.ts';

export async function otp(deps: AuthDeps, request: Request): Promise<Response> {
  const body = await readBody(request);
  if (stringField(body, 'phone'))
    throw authError(400, 'phone_provider_disabled', 'Unsupported phone provider');
  const email = emailFrom(body);
  // A link to a new address creates its account only while sign-ups are open and the caller
  // asked for it (supabase-js's shouldCreateUser); the sign-in form asks only for existing ones.
  const createUser = body['create_user'] !== false && !deps.settings.disableSignup;
  const data = objectField(body, 'data') ?? {};
  const pkce = pkceFrom(body);
  const redirectTo = redirectFrom(deps, request);
  await steadily(() =>
    deps.ctx.db.transaction(async (tx) => {
      await claimEmailSend(deps, tx, email);
      let user = await findUserByEmail(tx, email);
      if (!user && !createUser) return;
      // A new address gets an unconfirmed account; opening the link confirms it, and it expires
      // unconfirmed otherwise (unconfirmed.ts).
      user ??= await insertUser(tx, { email, confirmed: false, userMetadata: data });
      await sendEmailLink(deps, tx, { user, type: 'magiclink', redirectTo, pkce });
    }),
  );
  return json(200, {});
}

export async function recover(deps: AuthDeps, request: Request): Promise<Response> {
  const body = await readBody(request);
  const email = emailFrom(body);
  const pkce = pkceFrom(body);
  const redirectTo = redirectFrom(deps, request);
  await steadily(() =>
    deps.ctx.db.transaction(async (tx) => {
      await claimEmailSend(deps, tx, email);
      const user = await findUserByEmail(tx, email);
      if (user) await sendEmailLink(deps, tx, { user, type: 'recovery', redirectTo, pkce });
    }),
  );
  return json(200, {});
}

export async function resend(deps: AuthDeps, request: Request): Promise<Response> {
  const body = await readBody(request);
  const type = stringField(body, 'type');
  if (type !== 'signup' && type !== 'email_change') {
    throw AUTH_ERRORS.validation('Missing one of these types: signup, email_change');
  }
  const email = emailFrom(body);
  const pkce = pkceFrom(body);
  const redirectTo = redirectFrom(deps, request);
  await steadily(() => resendLink(deps, email, type, redirectTo, pkce));
  return json(200, {});
}

async function resendLink(
  deps: AuthDeps,
  email: string,
  type: 'signup' | 'email_change',
  redirectTo: string,
  pkce: ReturnType<typeof pkceFrom>,
): Promise<void> {
  await deps.ctx.db.transaction(async (tx) => {
    await claimEmailSend(deps, tx, email);
    if (type === 'signup') {
      const user = await findUserByEmail(tx, email);
      if (user && !user.email_confirmed_at) {
        await sendEmailLink(deps, tx, { user, type: 'signup', redirectTo, pkce });
      }
      return;
    }
    const { rows } = await tx.query<{ id: string }>(
      `select id from auth.users where lower(email_change) = $1 and deleted_at is null limit 1`,
      [email],
    );
    const user = rows[0] ? await findUserById(tx, rows[0].id) : undefined;
    if (user)
      await sendEmailLink(deps, tx, {
        user,
        type: 'email_change',
        newEmail: email,
        redirectTo,
        pkce,
      });
  });
}
