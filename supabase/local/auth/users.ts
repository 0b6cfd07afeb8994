// auth.users access for the Auth service (always as the superuser: GoTrue owns this table).
import bcrypt from 'bcryptjs';
import type { Tx } from '../db/index.ts';
import { USER_COLUMNS, type AuthUserRow } from './user-json.ts';

export type Queryable = Pick<Tx, 'query'>;

/** GoTrue's bcrypt cost. */
const BCRYPT_COST = 10;
/**
 * Compared against when an address is unknown, so a wrong address costs as long as a wrong
 * password: a cost-10 hash of 'not-a-real-password', written out (hashing it took 120 ms of
 * every start). No account can match it: a match with no stored password is still refused.
 */
const DUMMY_HASH = '$2b$10$GrS4W3ZsFEdYc9S4g4lH4ehdYc2wqGFcGXVQ6dBmJmuVA/.NJ/XiO';

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, BCRYPT_COST);
}

export async function passwordMatches(
  user: AuthUserRow | undefined,
  password: string,
): Promise<boolean> {
  const hash = user?.encrypted_password || DUMMY_HASH;
  const ok = await bcrypt.compare(password, hash);
  return ok && Boolean(user?.encrypted_password);
}

export async function findUserById(db: Queryable, id: string): Promise<AuthUserRow | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const { rows } = await db.query<AuthUserRow>(
    `select ${USER_COLUMNS} from auth.users where id = $1 and deleted_at is null`,
    [id],
  );
  return rows[0];
}

export async function findUserByEmail(
  db: Queryable,
  email: string,
): Promise<AuthUserRow | undefined> {
  const { rows } = await db.query<AuthUserRow>(
    `select ${USER_COLUMNS} from auth.users where lower(email) = $1 and deleted_at is null
     order by created_at limit 1`,
    [email],
  );
  return rows[0];
}

export interface NewUser {
  id?: string;
  email: string;
  passwordHash?: string | null;
  confirmed: boolean;
  invited?: boolean;
  userMetadata?: Record<string, unknown>;
  appMetadata?: Record<string, unknown>;
  role?: string;
  bannedUntil?: Date | null;
}

export async function insertUser(db: Queryable, user: NewUser): Promise<AuthUserRow> {
  const { rows } = await db.query<AuthUserRow>(
    `insert into auth.users (id, aud, role, email, encrypted_password, email_confirmed_at, invited_at,
       raw_app_meta_data, raw_user_meta_data, is_super_admin, is_anonymous, banned_until, created_at, updated_at)
     values (coalesce($1::uuid, gen_random_uuid()), 'authenticated', $2, $3, $4,
       case when $5 then now() end, case when $6 then now() end, $7::jsonb, $8::jsonb, false, false, $9, now(), now())
     returning ${USER_COLUMNS}`,
    [
      user.id ?? null,
      user.role ?? 'authenticated',
      user.email,
      user.passwordHash ?? null,
      user.confirmed,
      user.invited ?? false,
      JSON.stringify({ provider: 'email', providers: ['email'], ...user.appMetadata }),
      JSON.stringify(user.userMetadata ?? {}),
      user.bannedUntil ?? null,
    ],
  );
  const created = rows[0];
  if (!created) throw new Error('insert into auth.users returned no row');
  // The e-mail identity, as GoTrue records it; its id is the user id so the JSON matches.
  await db.query(
    `insert into auth.identities (id, provider_id, user_id, identity_data, provider)
     values ($1::uuid, $2::text, $1::uuid, $3::jsonb, 'email') on conflict do nothing`,
    [created.id, created.id, JSON.stringify({ sub: created.id, email: created.email })],
  );
  return created;
}

/** The columns an update may set; each is written only when present. */
export interface UserChanges {
  email?: string;
  passwordHash?: string;
  confirmEmail?: boolean;
  userMetadata?: Record<string, unknown>;
  appMetadata?: Record<string, unknown>;
  role?: string;
  bannedUntil?: Date | null;
  emailChange?: string | null;
  emailChangeSentAt?: Date | null;
  confirmationSentAt?: Date;
  recoverySentAt?: Date;
  invitedAt?: Date;
  lastSignInAt?: Date;
}

export async function updateUser(
  db: Queryable,
  id: string,
  changes: UserChanges,
): Promise<AuthUserRow> {
  const sets: string[] = ['updated_at = now()'];
  const params: unknown[] = [id];
  const set = (column: string, value: unknown, cast = '') => {
    params.push(value);
    sets.push(`${column} = $${params.length}${cast}`);
  };
  if (changes.email !== undefined) set('email', changes.email);
  if (changes.passwordHash !== undefined) set('encrypted_password', changes.passwordHash);
  if (changes.confirmEmail) sets.push('email_confirmed_at = coalesce(email_confirmed_at, now())');
  if (changes.userMetadata !== undefined)
    set('raw_user_meta_data', JSON.stringify(changes.userMetadata), '::jsonb');
  if (changes.appMetadata !== undefined)
    set('raw_app_meta_data', JSON.stringify(changes.appMetadata), '::jsonb');
  if (changes.role !== undefined) set('role', changes.role);
  if (changes.bannedUntil !== undefined) set('banned_until', changes.bannedUntil);
  if (changes.emailChange !== undefined) set('email_change', changes.emailChange ?? '');
  if (changes.emailChangeSentAt !== undefined)
    set('email_change_sent_at', changes.emailChangeSentAt);
  if (changes.confirmationSentAt !== undefined)
    set('confirmation_sent_at', changes.confirmationSentAt);
  if (changes.recoverySentAt !== undefined) set('recovery_sent_at', changes.recoverySentAt);
  if (changes.invitedAt !== undefined) set('invited_at', changes.invitedAt);
  if (changes.lastSignInAt !== undefined) set('last_sign_in_at', changes.lastSignInAt);
  const { rows } = await db.query<AuthUserRow>(
    `update auth.users set ${sets.join(', ')} where id = $1 returning ${USER_COLUMNS}`,
    params,
  );
  const updated = rows[0];
  if (!updated) throw new Error(`auth.users ${id} vanished during an update`);
  return updated;
}

/** GoTrue's metadata merge: keys are replaced one by one, and a null value removes the key. */
export function mergeMetadata(
  current: Record<string, unknown> | null,
  patch: Record<string, unknown>,
): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...(current ?? {}) };
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}
