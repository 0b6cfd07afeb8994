// One-time e-mail links and the PKCE flow state behind them (GoTrue's verify.go and pkce.go).
import { randomUUID } from 'node:crypto';
import { AUTH_ERRORS, authError } from './errors.ts';
import type { ChallengeMethod } from './pkce.ts';
import { verifierMatches } from './pkce.ts';
import { codeHash, randomSixDigitCode, randomToken, sha256Hex } from './secrets.ts';
import type { Queryable } from './users.ts';

export type LinkType = 'signup' | 'magiclink' | 'recovery' | 'invite' | 'email_change';
/** What verify accepts as `type`: a link type, or GoTrue's "email" (a sign-up or magic link). */
export type VerifyType = LinkType | 'email';

export const VERIFY_TYPES: readonly VerifyType[] = [
  'signup',
  'magiclink',
  'recovery',
  'invite',
  'email_change',
  'email',
];

export function isVerifyType(value: unknown): value is VerifyType {
  return typeof value === 'string' && (VERIFY_TYPES as readonly string[]).includes(value);
}

function typesMatching(type: VerifyType): LinkType[] {
  return type === 'email' ? ['signup', 'magiclink'] : [type];
}

export interface LinkRow {
  id: string;
  user_id: string;
  link_type: LinkType;
  email: string;
  new_email: string | null;
  redirect_to: string | null;
  flow_state_id: string | null;
  expires_at: Date | string;
  used_at: Date | string | null;
}

export interface IssuedLink {
  /** The token in the link; PKCE links start with "pkce_" as GoTrue's do. */
  token: string;
  /** The six-digit code printed beside the link (verifyOtp with email + token). */
  code: string;
  /** {publicUrl}/auth/v1/verify?token=…&type=…&redirect_to=… */
  actionLink: string;
  /** What the verify endpoint stores: the sha256 of the token (GoTrue's hashed_token). */
  hashedToken: string;
}

export interface PkceRequest {
  challenge: string;
  method: ChallengeMethod;
}

export async function issueEmailLink(
  db: Queryable,
  options: {
    publicUrl: string;
    userId: string;
    type: LinkType;
    email: string;
    newEmail?: string;
    redirectTo: string;
    pkce?: PkceRequest;
    authenticationMethod: string;
    lifetimeSeconds: number;
  },
): Promise<IssuedLink> {
  let flowStateId: string | null = null;
  if (options.pkce) {
    const { rows } = await db.query<{ id: string }>(
      `insert into auth.flow_state (user_id, code_challenge, code_challenge_method, authentication_method)
       values ($1, $2, $3, $4) returning id`,
      [options.userId, options.pkce.challenge, options.pkce.method, options.authenticationMethod],
    );
    flowStateId = rows[0]?.id ?? null;
  }
  const token = `${options.pkce ? 'pkce_' : ''}${randomToken(32)}`;
  const code = randomSixDigitCode();
  // A new link replaces older unused ones of the same kind, as GoTrue's single token column does.
  await db.query(
    `update auth.email_links set used_at = now() where user_id = $1 and link_type = $2 and used_at is null`,
    [options.userId, options.type],
  );
  await db.query(
    `insert into auth.email_links (user_id, link_type, token_hash, code_hash, email, new_email, redirect_to,
       flow_state_id, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, now() + make_interval(secs => $9))`,
    [
      options.userId,
      options.type,
      sha256Hex(token),
      codeHash(options.newEmail ?? options.email, code),
      options.email,
      options.newEmail ?? null,
      options.redirectTo,
      flowStateId,
      options.lifetimeSeconds,
    ],
  );
  const link = new URL(`${options.publicUrl}/auth/v1/verify`);
  link.searchParams.set('token', token);
  link.searchParams.set('type', options.type);
  link.searchParams.set('redirect_to', options.redirectTo);
  return { token, code, actionLink: link.href, hashedToken: sha256Hex(token) };
}

const LINK_COLUMNS =
  'id, user_id, link_type, email, new_email, redirect_to, flow_state_id, expires_at, used_at';

function usable(link: LinkRow | undefined): link is LinkRow {
  return Boolean(link && !link.used_at && new Date(link.expires_at).getTime() > Date.now());
}

async function markUsed(db: Queryable, link: LinkRow): Promise<LinkRow> {
  await db.query(`update auth.email_links set used_at = now() where id = $1`, [link.id]);
  return link;
}

/** Finds and spends a link by the token in its URL (GET verify) or its stored hash (token_hash). */
export async function consumeLinkByToken(
  db: Queryable,
  tokenOrHash: { token: string } | { tokenHash: string },
  type: VerifyType,
): Promise<LinkRow> {
  const hash = 'token' in tokenOrHash ? sha256Hex(tokenOrHash.token) : tokenOrHash.tokenHash;
  const { rows } = await db.query<LinkRow>(
    `select ${LINK_COLUMNS} from auth.email_links where token_hash = $1 and link_type = any($2) for update`,
    [hash, typesMatching(type)],
  );
  const link = rows[0];
  if (!usable(link)) throw AUTH_ERRORS.linkExpired();
  return markUsed(db, link);
}

/**
 * Finds and spends a link by its six-digit code. Wrong codes count against the address's live
 * links; after maxAttempts they are voided, so a code cannot be guessed by trying them all.
 * Returns undefined for a wrong code: the caller must commit (to keep the count) and then fail.
 */
export async function consumeLinkByCode(
  db: Queryable,
  email: string,
  code: string,
  type: VerifyType,
  maxAttempts: number,
): Promise<LinkRow | undefined> {
  const { rows } = await db.query<LinkRow>(
    `select ${LINK_COLUMNS} from auth.email_links
     where code_hash = $1 and link_type = any($2) and used_at is null and failed_attempts < $3 for update`,
    [codeHash(email, code), typesMatching(type), maxAttempts],
  );
  const link = rows[0];
  if (usable(link)) return markUsed(db, link);
  await db.query(
    `update auth.email_links set failed_attempts = failed_attempts + 1,
       used_at = case when failed_attempts + 1 >= $2 then now() else used_at end
     where coalesce(new_email, lower(email)) = $1 and used_at is null`,
    [email, maxAttempts],
  );
  return undefined;
}

/** Called when a PKCE link is opened: the flow state gets its one-time auth code. */
export async function issueAuthCode(
  db: Queryable,
  flowStateId: string,
  userId: string,
): Promise<string> {
  const code = randomUUID();
  await db.query(
    `update auth.flow_state set auth_code = $2, auth_code_issued_at = now(), user_id = $3 where id = $1`,
    [flowStateId, code, userId],
  );
  return code;
}

interface FlowStateRow {
  id: string;
  user_id: string | null;
  code_challenge: string;
  code_challenge_method: ChallengeMethod;
  authentication_method: string;
  auth_code_issued_at: Date | string | null;
}

/** The PKCE grant: checks the verifier against the stored challenge and spends the code. */
export async function exchangeAuthCode(
  db: Queryable,
  authCode: string,
  verifier: string,
  lifetimeSeconds: number,
): Promise<{ userId: string; authenticationMethod: string }> {
  const { rows } = await db.query<FlowStateRow>(
    `select id, user_id, code_challenge, code_challenge_method, authentication_method, auth_code_issued_at
     from auth.flow_state where auth_code = $1 for update`,
    [authCode],
  );
  const flow = rows[0];
  if (!flow || !flow.user_id || !flow.auth_code_issued_at) {
    throw authError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
  }
  const age = (Date.now() - new Date(flow.auth_code_issued_at).getTime()) / 1000;
  if (age > lifetimeSeconds) {
    await db.query(`delete from auth.flow_state where id = $1`, [flow.id]);
    throw authError(422, 'flow_state_expired', 'invalid flow state, flow state has expired');
  }
  if (!verifierMatches(verifier, flow.code_challenge, flow.code_challenge_method)) {
    throw authError(
      400,
      'bad_code_verifier',
      'code challenge does not match previously saved code verifier',
    );
  }
  await db.query(`delete from auth.flow_state where id = $1`, [flow.id]);
  return { userId: flow.user_id, authenticationMethod: flow.authentication_method };
}
