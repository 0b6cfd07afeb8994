// Reading what a client sent to /auth/v1: the JSON body, the API key and the caller's token.
import { environment } from '../environment.ts';
import type { BackendContext, JwtClaims } from '../server/context.ts';
import { HttpError, readJsonBody } from '../server/http.ts';
import { verifyToken } from '../server/jwt.ts';
import { AUTH_ERRORS, authBodyError, authError } from './errors.ts';
import { FailedAttempts } from './failed-attempts.ts';
import { createAuthLimits, type AuthLimits } from './rate-limits.ts';
import { sessionExists } from './sessions.ts';
import type { AuthSettings } from './settings.ts';
import type { AuthUserRow } from './user-json.ts';
import { findUserById } from './users.ts';

/** Everything a route needs. */
export interface AuthDeps {
  ctx: BackendContext;
  settings: AuthSettings;
  /** Requests per client address on the public endpoints. */
  limits: AuthLimits;
  /** Wrong passwords for one account from one client address, to slow down guessing. */
  failedSignIns: FailedAttempts;
  /** Wrong passwords for one account from anywhere: the ceiling for guessing from many addresses. */
  failedSignInsForAccount: FailedAttempts;
}

/**
 * Ten wrong passwords for an account from one client address in five minutes close that address's
 * way in to that account (429) until the window has passed; the owner, elsewhere, is not locked
 * out by someone else's guesses. A hundred from all addresses together in an hour close it for
 * everyone, so guessing spread over many addresses stays slow too.
 */
export function createAuthDeps(ctx: BackendContext, settings: AuthSettings): AuthDeps {
  return {
    ctx,
    settings,
    limits: createAuthLimits(settings),
    failedSignIns: new FailedAttempts(10, 5 * 60_000),
    failedSignInsForAccount: new FailedAttempts(100, 60 * 60_000),
  };
}

/** Auth bodies are small; a megabyte is far more than any of them needs. */
const MAX_AUTH_BODY_BYTES = 1024 * 1024;

export type Body = Record<string, unknown>;

export async function readBody(request: Request): Promise<Body> {
  const body = await readJsonBody(request, MAX_AUTH_BODY_BYTES, authBodyError);
  if (body === undefined) return {};
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw authError(400, 'bad_json', 'Could not parse request body as JSON: expected an object');
  }
  return body as Body;
}

export function stringField(body: Body, key: string): string | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw AUTH_ERRORS.validation(`${key} must be a string`);
  // Postgres text cannot hold a NUL byte: refuse it here (400) instead of failing in the query.
  if (value.includes('\u0000')) throw AUTH_ERRORS.validation(`${key} contains a NUL character`);
  return value;
}

export function objectField(body: Body, key: string): Record<string, unknown> | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw AUTH_ERRORS.validation(`${key} must be an object`);
  }
  // Metadata is stored as jsonb, which cannot hold a NUL either, in a value or in a key.
  if (holdsNul(value)) throw AUTH_ERRORS.validation(`${key} contains a NUL character`);
  return value as Record<string, unknown>;
}

/**
 * Whether a parsed JSON value has a NUL character in any string or object key within it. A loop,
 * not recursion: a megabyte of nested brackets must not overflow the stack.
 */
export function holdsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return true;
    } else if (typeof item === 'object' && item !== null) {
      for (const [key, inner] of Object.entries(item)) {
        if (key.includes('\u0000')) return true;
        pending.push(inner);
      }
    }
  }
  return false;
}

export function bearerToken(request: Request): string | undefined {
  const header = request.headers.get('authorization');
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

/** Like Supabase's gateway: every call but the e-mail link needs one of this install's keys. */
export async function requireApiKey(deps: AuthDeps, request: Request): Promise<void> {
  const key = request.headers.get('apikey') ?? new URL(request.url).searchParams.get('apikey');
  if (!key) {
    throw new HttpError(401, {
      message: 'No API key found in request',
      hint: 'No `apikey` request header or url param was found.',
    });
  }
  if (key === deps.ctx.keys.anonKey || key === deps.ctx.keys.serviceRoleKey) return;
  try {
    await verifyToken(deps.ctx.keys.jwtSecret, key);
  } catch {
    throw new HttpError(401, {
      message: 'Invalid API key',
      hint: 'Double check your Supabase `anon` or `service_role` API key.',
    });
  }
}

async function verifiedClaims(deps: AuthDeps, token: string): Promise<JwtClaims> {
  try {
    return await verifyToken(deps.ctx.keys.jwtSecret, token);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw AUTH_ERRORS.badJwt(message);
  }
}

export interface CallerUser {
  claims: JwtClaims;
  user: AuthUserRow;
  sessionId: string;
}

/** The signed-in user behind the Bearer token, with GoTrue's 401/403 answers otherwise. */
export async function requireUser(deps: AuthDeps, request: Request): Promise<CallerUser> {
  const token = bearerToken(request);
  if (!token) throw AUTH_ERRORS.noAuthorization();
  const claims = await verifiedClaims(deps, token);
  if (!claims.sub) throw AUTH_ERRORS.badJwt('invalid claim: missing sub claim');
  const user = await findUserById(deps.ctx.db, claims.sub);
  if (!user) throw AUTH_ERRORS.userNotFoundFromSub();
  if (!claims.session_id || !(await sessionExists(deps.ctx.db, claims.session_id))) {
    throw AUTH_ERRORS.sessionNotFound();
  }
  return { claims, user, sessionId: claims.session_id };
}

/** Admin endpoints take the service-role key only (GoTrue's admin roles). */
export async function requireAdmin(deps: AuthDeps, request: Request): Promise<void> {
  const token = bearerToken(request);
  if (!token) throw AUTH_ERRORS.noAuthorization();
  const claims = await verifiedClaims(deps, token);
  if (claims.role !== 'service_role') throw AUTH_ERRORS.notAdmin();
}

/** Origins a redirect_to may point at: the site and the backend's own origin. */
export function allowedRedirectOrigins(deps: AuthDeps): string[] {
  const origins = new Set([
    new URL(deps.ctx.config.siteUrl).origin,
    new URL(deps.ctx.config.publicUrl).origin,
  ]);
  for (const extra of environment().SUPABASE_AUTH_REDIRECT_ORIGINS) {
    const trimmed = extra.trim();
    if (!trimmed) continue;
    try {
      origins.add(new URL(trimmed).origin);
    } catch {
      deps.ctx.log('warn', `SUPABASE_AUTH_REDIRECT_ORIGINS: ignoring ${trimmed}, not a URL`);
    }
  }
  return [...origins];
}
