// The Auth service (/auth/v1): the GoTrue subset this product uses, spoken exactly as
// @supabase/supabase-js expects (docs/wire/supabase-js.md#auth-requests).
import type { BackendContext, Service } from '../server/context.ts';
import { HttpError, json } from '../server/http.ts';
import { API_VERSION_HEADERS, AUTH_ERRORS, authError } from './errors.ts';
import { createAuthDeps, requireAdmin, requireApiKey, type AuthDeps } from './request.ts';
import { admin } from './routes/admin.ts';
import { otp, recover, resend } from './routes/email-requests.ts';
import { signup } from './routes/signup.ts';
import { token } from './routes/token.ts';
import { getUser, logout, updateCurrentUser } from './routes/user.ts';
import { verifyGet, verifyPost } from './routes/verify.ts';
import { enforceLimit, limitGroupOf } from './rate-limits.ts';
import { readAuthSettings } from './settings.ts';
import { expireUnconfirmedUsers } from './unconfirmed.ts';

const PREFIX = '/auth/v1';

function settingsBody(deps: AuthDeps) {
  return {
    external: { email: true, phone: false, anonymous_users: false },
    disable_signup: deps.settings.disableSignup,
    mailer_autoconfirm: deps.settings.mailerAutoconfirm,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
  };
}

type Handler = (deps: AuthDeps, request: Request) => Promise<Response>;

/** Public routes: they need an API key (anon or service), nothing more. */
const PUBLIC_ROUTES: Record<string, Handler> = {
  'POST /signup': signup,
  'POST /token': token,
  'POST /otp': otp,
  'POST /magiclink': otp,
  'POST /recover': recover,
  'POST /resend': resend,
  'POST /verify': verifyPost,
  'GET /user': getUser,
  'PUT /user': updateCurrentUser,
  'POST /logout': logout,
};

async function route(deps: AuthDeps, request: Request): Promise<Response> {
  const url = new URL(request.url);
  const path = url.pathname.slice(PREFIX.length).replace(/\/+$/, '') || '/';
  const method = request.method === 'HEAD' ? 'GET' : request.method;
  // The e-mail link is opened by a browser, which sends no API key. Link checkers that only
  // probe it with HEAD must not spend it.
  if (request.method === 'HEAD' && path === '/verify') return new Response(null, { status: 200 });
  // Per client address, before any work (a password hash, a mail) is done for the request.
  const group = limitGroupOf(method, path, url);
  if (group) enforceLimit(deps.limits, group, request);
  if (method === 'GET' && path === '/verify') return verifyGet(deps, request);
  if (method === 'GET' && path === '/health') {
    return json(200, {
      version: 'embedded',
      name: 'GoTrue',
      description: 'GoTrue-compatible auth of the embedded backend',
    });
  }
  await requireApiKey(deps, request);
  if (method === 'GET' && path === '/settings') return json(200, settingsBody(deps));
  const handler = PUBLIC_ROUTES[`${method} ${path}`];
  if (handler) return handler(deps, request);
  if (path === '/invite' || path.startsWith('/admin/')) {
    await requireAdmin(deps, request);
    return admin(deps, request, path);
  }
  if (
    ['/factors', '/reauthenticate', '/authorize', '/sso', '/user/identities'].some((p) =>
      path.startsWith(p),
    )
  ) {
    throw AUTH_ERRORS.notSupported(`${method} ${PREFIX}${path}`);
  }
  throw authError(404, 'not_found', `${method} ${PREFIX}${path} is not an Auth endpoint`);
}

export function createAuthService(ctx: BackendContext): Service & { close(): void } {
  const deps: AuthDeps = createAuthDeps(ctx, readAuthSettings());
  const stopExpiring = expireUnconfirmedUsers(ctx, deps.settings.unconfirmedLifetimeSeconds);
  return {
    close: stopExpiring,
    async handle(request) {
      try {
        const response = await route(deps, request);
        response.headers.set(
          'x-supabase-api-version',
          API_VERSION_HEADERS['x-supabase-api-version'],
        );
        return response;
      } catch (error) {
        if (error instanceof HttpError) throw error;
        // Two sign-ups of one address racing: the unique index decides, GoTrue's answer follows.
        if ((error as { code?: unknown }).code === '23505') throw AUTH_ERRORS.emailExists();
        ctx.log('error', 'Auth request failed', error);
        throw authError(
          500,
          'unexpected_failure',
          'Unexpected failure, please check server logs for more information',
        );
      }
    },
  };
}
