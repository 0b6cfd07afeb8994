// The e-mail link step. GET /verify is opened by the browser and answers with a 303 redirect:
// ?code= for PKCE links, #access_token=… for implicit ones, #error=… when the link is spent or
// expired. POST /verify is verifyOtp: a token_hash, or an address with its six-digit code.
import type { Tx } from '../../db/index.ts';
import { HttpError, json } from '../../server/http.ts';
import {
  consumeLinkByCode,
  consumeLinkByToken,
  isVerifyType,
  issueAuthCode,
  type LinkRow,
} from '../email-links.ts';
import { AUTH_ERRORS } from '../errors.ts';
import { normalizeEmail } from '../email-address.ts';
import { errorRedirect, implicitRedirect, pkceRedirect, resolveRedirect } from '../redirects.ts';
import { allowedRedirectOrigins, readBody, stringField, type AuthDeps } from '../request.ts';
import { startSession, type AuthMethod, type SessionResponse } from '../sessions.ts';
import { isBanned, type AuthUserRow } from '../user-json.ts';
import { findUserByEmail, findUserById, updateUser } from '../users.ts';

const METHOD_OF_LINK: Record<LinkRow['link_type'], AuthMethod> = {
  signup: 'otp',
  magiclink: 'magiclink',
  recovery: 'recovery',
  invite: 'invite',
  email_change: 'email_change',
};

/** What opening a link proves: the address is confirmed; an e-mail change takes effect. */
async function applyLink(tx: Tx, link: LinkRow): Promise<AuthUserRow> {
  const user = await findUserById(tx, link.user_id);
  if (!user) throw AUTH_ERRORS.linkExpired();
  if (isBanned(user, new Date())) throw AUTH_ERRORS.userBanned();
  if (link.link_type === 'email_change' && link.new_email) {
    const taken = await findUserByEmail(tx, link.new_email);
    if (taken && taken.id !== user.id) throw AUTH_ERRORS.emailExists();
    return updateUser(tx, user.id, {
      email: link.new_email,
      emailChange: null,
      emailChangeSentAt: null,
      confirmEmail: true,
    });
  }
  return updateUser(tx, user.id, { confirmEmail: true });
}

function sessionFragment(session: SessionResponse, type: string): Record<string, string> {
  return {
    access_token: session.access_token,
    expires_at: String(session.expires_at),
    expires_in: String(session.expires_in),
    refresh_token: session.refresh_token,
    token_type: session.token_type,
    type,
  };
}

function see(location: string): Response {
  return new Response(null, { status: 303, headers: { location, 'cache-control': 'no-store' } });
}

export async function verifyGet(deps: AuthDeps, request: Request): Promise<Response> {
  const params = new URL(request.url).searchParams;
  const token = params.get('token') ?? '';
  const type = params.get('type');
  const pkce = token.startsWith('pkce_');
  const fallback = resolveRedirect(
    params.get('redirect_to'),
    deps.ctx.config.siteUrl,
    allowedRedirectOrigins(deps),
  );
  if (!token || !isVerifyType(type)) {
    const message = !token ? 'Verify requires a token' : 'Verify requires a verification type';
    return see(errorRedirect(fallback, { status: 400, code: 'validation_failed', message }, pkce));
  }
  try {
    const location = await deps.ctx.db.transaction(async (tx) => {
      const link = await consumeLinkByToken(tx, { token }, type);
      const target = params.get('redirect_to') ? fallback : (link.redirect_to ?? fallback);
      const user = await applyLink(tx, link);
      if (link.flow_state_id)
        return pkceRedirect(target, await issueAuthCode(tx, link.flow_state_id, user.id));
      const session = await startSession(deps, tx, user, METHOD_OF_LINK[link.link_type]);
      return implicitRedirect(target, sessionFragment(session, link.link_type));
    });
    return see(location);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    const body = error.body as { code?: string; message?: string };
    return see(
      errorRedirect(
        fallback,
        {
          status: error.status,
          code: body.code ?? 'unexpected_failure',
          message: body.message ?? error.message,
        },
        pkce,
      ),
    );
  }
}

export async function verifyPost(deps: AuthDeps, request: Request): Promise<Response> {
  const body = await readBody(request);
  const type = stringField(body, 'type');
  if (!isVerifyType(type)) throw AUTH_ERRORS.validation('Verify requires a verification type');
  const tokenHash = stringField(body, 'token_hash');
  const code = stringField(body, 'token');
  if (tokenHash && new URL(request.url).searchParams.get('redirect_to')) {
    throw AUTH_ERRORS.validation('Only the token_hash and type should be provided');
  }
  if (tokenHash) {
    const session = await deps.ctx.db.transaction(async (tx) => {
      const link = await consumeLinkByToken(tx, { tokenHash }, type);
      return sessionForLink(deps, tx, link);
    });
    return json(200, session);
  }
  const rawEmail = stringField(body, 'email');
  if (!code || !rawEmail)
    throw AUTH_ERRORS.validation('Verify requires either a token_hash, or an email and a token');
  const email = normalizeEmail(rawEmail);
  const outcome = await deps.ctx.db.transaction(async (tx) => {
    const link = await consumeLinkByCode(
      tx,
      email,
      code.trim(),
      type,
      deps.settings.maxCodeAttempts,
    );
    // A wrong code returns normally, so its counted attempt is committed.
    return link ? { session: await sessionForLink(deps, tx, link) } : undefined;
  });
  if (!outcome) throw AUTH_ERRORS.otpExpired();
  return json(200, outcome.session);
}

async function sessionForLink(deps: AuthDeps, tx: Tx, link: LinkRow): Promise<SessionResponse> {
  const user = await applyLink(tx, link);
  // verifyOtp completes the sign-in itself; a PKCE flow state of the same link is no longer needed.
  if (link.flow_state_id)
    await tx.query(`delete from auth.flow_state where id = $1`, [link.flow_state_id]);
  return startSession(deps, tx, user, METHOD_OF_LINK[link.link_type]);
}
