// Sessions, access tokens and rotating refresh tokens
// (docs/wire/supabase-js.md#auth-session-and-user).
import type { BackendContext, JwtClaims } from '../server/context.ts';
import { AUTH_ERRORS } from './errors.ts';
import type { AuthSettings } from './settings.ts';
import { randomToken, sha256Hex } from './secrets.ts';
import { appMetadata, toUserJson, type AuthUserRow } from './user-json.ts';
import { updateUser, type Queryable } from './users.ts';

/** How a session began, as GoTrue names it in the amr claim. */
export type AuthMethod = 'password' | 'otp' | 'magiclink' | 'recovery' | 'invite' | 'email_change';

export interface SessionResponse {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: Record<string, unknown>;
}

interface SessionRow {
  id: string;
  user_id: string;
  aal: string;
  amr: { method: string; timestamp: number }[];
}

interface RefreshTokenRow {
  id: string;
  user_id: string;
  session_id: string;
  revoked: boolean;
  updated_at: Date | string;
}

export interface SessionDeps {
  ctx: BackendContext;
  settings: AuthSettings;
}

/** GoTrue's access-token claims; `phone` is not in JwtClaims but GoTrue always sends it. */
async function signAccessToken(
  deps: SessionDeps,
  user: AuthUserRow,
  session: SessionRow,
): Promise<{ token: string; expiresAt: number }> {
  const now = Math.floor(Date.now() / 1000);
  const claims: JwtClaims & { phone: string } = {
    aud: user.aud ?? 'authenticated',
    iat: now,
    iss: `${deps.ctx.config.publicUrl}/auth/v1`,
    sub: user.id,
    email: user.email ?? '',
    phone: user.phone ?? '',
    app_metadata: appMetadata(user),
    user_metadata: user.raw_user_meta_data ?? {},
    role: 'authenticated',
    aal: session.aal,
    amr: session.amr,
    session_id: session.id,
    is_anonymous: user.is_anonymous ?? false,
  };
  const token = await deps.ctx.signJwt(claims, deps.settings.accessTokenSeconds);
  return { token, expiresAt: now + deps.settings.accessTokenSeconds };
}

async function insertRefreshToken(
  db: Queryable,
  session: SessionRow,
  parentId: string | null,
): Promise<string> {
  const token = randomToken(24);
  await db.query(
    `insert into auth.refresh_tokens (token_hash, user_id, session_id, parent_id) values ($1, $2, $3, $4)`,
    [sha256Hex(token), session.user_id, session.id, parentId],
  );
  return token;
}

async function sessionResponse(
  deps: SessionDeps,
  user: AuthUserRow,
  session: SessionRow,
  refreshToken: string,
): Promise<SessionResponse> {
  const { token, expiresAt } = await signAccessToken(deps, user, session);
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: deps.settings.accessTokenSeconds,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: toUserJson(user),
  };
}

/** Starts a session for a user who just proved who they are, and records the sign-in. */
export async function startSession(
  deps: SessionDeps,
  db: Queryable,
  user: AuthUserRow,
  method: AuthMethod,
): Promise<SessionResponse> {
  const amr = [{ method, timestamp: Math.floor(Date.now() / 1000) }];
  const { rows } = await db.query<SessionRow>(
    `insert into auth.sessions (user_id, amr) values ($1, $2::jsonb) returning id, user_id, aal, amr`,
    [user.id, JSON.stringify(amr)],
  );
  const session = rows[0];
  if (!session) throw new Error('insert into auth.sessions returned no row');
  const signedIn = await updateUser(db, user.id, { lastSignInAt: new Date() });
  const refreshToken = await insertRefreshToken(db, session, null);
  return sessionResponse(deps, signedIn, session, refreshToken);
}

/**
 * Exchanges a refresh token for a new session response, rotating the token. A revoked token
 * is accepted again only within the reuse interval and only while its child is still the
 * session's live token (a client that lost the answer of its last refresh); any other reuse
 * is treated as theft and ends the session.
 */
export async function refreshSession(
  deps: SessionDeps,
  db: Queryable,
  refreshToken: string,
  loadUser: (id: string) => Promise<AuthUserRow | undefined>,
): Promise<SessionResponse> {
  const { rows } = await db.query<RefreshTokenRow>(
    `select id::text, user_id, session_id, revoked, updated_at from auth.refresh_tokens
     where token_hash = $1 for update`,
    [sha256Hex(refreshToken)],
  );
  const current = rows[0];
  if (!current) throw AUTH_ERRORS.refreshTokenNotFound();
  const { rows: sessions } = await db.query<SessionRow>(
    `select id, user_id, aal, amr from auth.sessions where id = $1`,
    [current.session_id],
  );
  const session = sessions[0];
  if (!session) throw AUTH_ERRORS.refreshTokenNotFound();
  const user = await loadUser(current.user_id);
  if (!user) throw AUTH_ERRORS.refreshTokenNotFound();

  if (current.revoked) {
    const revokedAgo = (Date.now() - new Date(current.updated_at).getTime()) / 1000;
    const { rows: children } = await db.query<{ id: string }>(
      `select id::text from auth.refresh_tokens where parent_id = $1 and revoked = false`,
      [current.id],
    );
    const liveChild = children[0];
    if (revokedAgo > deps.settings.refreshReuseSeconds || !liveChild) {
      await db.query(`delete from auth.sessions where id = $1`, [session.id]);
      throw AUTH_ERRORS.refreshTokenAlreadyUsed();
    }
    // The lost answer is issued again as a second child of the same parent: both racing
    // clients keep a working token, and the session stays one family.
  } else {
    await db.query(
      `update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1`,
      [current.id],
    );
  }
  await db.query(
    `update auth.sessions set refreshed_at = now(), updated_at = now() where id = $1`,
    [session.id],
  );
  const next = await insertRefreshToken(db, session, current.id);
  return sessionResponse(deps, user, session, next);
}

export async function sessionExists(db: Queryable, sessionId: string): Promise<boolean> {
  const { rows } = await db.query(`select 1 from auth.sessions where id = $1`, [sessionId]);
  return rows.length > 0;
}

export type LogoutScope = 'global' | 'local' | 'others';

export async function endSessions(
  db: Queryable,
  userId: string,
  sessionId: string,
  scope: LogoutScope,
): Promise<void> {
  if (scope === 'local') {
    await db.query(`delete from auth.sessions where id = $1`, [sessionId]);
  } else if (scope === 'others') {
    await db.query(`delete from auth.sessions where user_id = $1 and id <> $2`, [
      userId,
      sessionId,
    ]);
  } else {
    await db.query(`delete from auth.sessions where user_id = $1`, [userId]);
  }
}
