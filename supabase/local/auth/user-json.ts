// The user object GoTrue sends (docs/wire/supabase-js.md#auth-session-and-user), built from an
// auth.users row.

/** The auth.users columns this service reads. */
export interface AuthUserRow {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | string | null;
  invited_at: Date | string | null;
  confirmation_sent_at: Date | string | null;
  recovery_sent_at: Date | string | null;
  email_change: string | null;
  email_change_sent_at: Date | string | null;
  last_sign_in_at: Date | string | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  created_at: Date | string;
  updated_at: Date | string | null;
  phone: string | null;
  phone_confirmed_at: Date | string | null;
  banned_until: Date | string | null;
  deleted_at: Date | string | null;
  is_anonymous: boolean | null;
}

export const USER_COLUMNS =
  'id, aud, role, email, encrypted_password, email_confirmed_at, invited_at, confirmation_sent_at, ' +
  'recovery_sent_at, email_change, email_change_sent_at, last_sign_in_at, raw_app_meta_data, ' +
  'raw_user_meta_data, created_at, updated_at, phone, phone_confirmed_at, banned_until, deleted_at, ' +
  'is_anonymous';

export function isoOrUndefined(value: Date | string | null | undefined): string | undefined {
  if (value === null || value === undefined) return undefined;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

export function appMetadata(row: AuthUserRow): Record<string, unknown> {
  return { provider: 'email', providers: ['email'], ...(row.raw_app_meta_data ?? {}) };
}

/** Drops undefined values, as Go's omitempty does. */
function compact(record: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined));
}

export function toUserJson(row: AuthUserRow): Record<string, unknown> {
  const createdAt = isoOrUndefined(row.created_at);
  const updatedAt = isoOrUndefined(row.updated_at) ?? createdAt;
  const lastSignIn = isoOrUndefined(row.last_sign_in_at);
  const email = row.email ?? '';
  const confirmedAt = isoOrUndefined(row.email_confirmed_at);
  // The e-mail identity is derived, not stored: for the e-mail provider its id is the user id.
  const identity = compact({
    identity_id: row.id,
    id: row.id,
    user_id: row.id,
    identity_data: {
      sub: row.id,
      email,
      email_verified: confirmedAt !== undefined,
      phone_verified: false,
    },
    provider: 'email',
    last_sign_in_at: lastSignIn,
    created_at: createdAt,
    updated_at: updatedAt,
    email,
  });
  return compact({
    id: row.id,
    aud: row.aud ?? 'authenticated',
    role: row.role ?? 'authenticated',
    email,
    phone: row.phone ?? '',
    email_confirmed_at: confirmedAt,
    phone_confirmed_at: isoOrUndefined(row.phone_confirmed_at),
    confirmation_sent_at: isoOrUndefined(row.confirmation_sent_at),
    confirmed_at: confirmedAt,
    recovery_sent_at: isoOrUndefined(row.recovery_sent_at),
    invited_at: isoOrUndefined(row.invited_at),
    new_email: row.email_change || undefined,
    email_change_sent_at: isoOrUndefined(row.email_change_sent_at),
    last_sign_in_at: lastSignIn,
    app_metadata: appMetadata(row),
    user_metadata: row.raw_user_meta_data ?? {},
    identities: row.deleted_at ? [] : [identity],
    created_at: createdAt,
    updated_at: updatedAt,
    is_anonymous: row.is_anonymous ?? false,
    banned_until: isoOrUndefined(row.banned_until),
    deleted_at: isoOrUndefined(row.deleted_at),
  });
}

/** True while a ban is in force. */
export function isBanned(row: AuthUserRow, now: Date): boolean {
  const until = isoOrUndefined(row.banned_until);
  return until !== undefined && new Date(until).getTime() > now.getTime();
}

/**
 * What sign-up answers for a taken address when confirmations are on: the row a new, unconfirmed
 * account would have (GoTrue's obfuscated user), rendered like a real one, so the answer has the
 * same fields as for a new address (an identity included, the sent metadata echoed).
 */
export function decoyUserRow(
  email: string,
  id: string,
  userMetadata: Record<string, unknown>,
  now: Date,
): AuthUserRow {
  return {
    id,
    aud: 'authenticated',
    role: 'authenticated',
    email,
    encrypted_password: null,
    email_confirmed_at: null,
    invited_at: null,
    confirmation_sent_at: now,
    recovery_sent_at: null,
    email_change: null,
    email_change_sent_at: null,
    last_sign_in_at: null,
    raw_app_meta_data: { provider: 'email', providers: ['email'] },
    raw_user_meta_data: userMetadata,
    created_at: now,
    updated_at: now,
    phone: null,
    phone_confirmed_at: null,
    banned_until: null,
    deleted_at: null,
    is_anonymous: false,
  };
}
