// Making someone staff: create the account if needed, set profiles.role = 'staff', and produce a
// set-password link (an invite for a new account, a recovery link for an existing one). The link
// is the one the product's mails use: /login?token_hash=…&type=…, which the login page verifies
// with supabase.auth.verifyOtp (POST /auth/v1/verify), so it works with the PKCE browser client.
import { setPasswordLink } from '../../functions/_shared/auth/set-password-link.ts';
import type { BackendContext } from '../server/context.ts';
import { isValidEmail, normalizeEmail } from '../auth/email-address.ts';
import { sendEmailLink } from '../auth/outgoing-links.ts';
import { createAuthDeps } from '../auth/request.ts';
import { readAuthSettings } from '../auth/settings.ts';
import { findUserByEmail, hashPassword, insertUser } from '../auth/users.ts';

export interface StaffAccount {
  email: string;
  userId: string;
  created: boolean;
  /** A one-time link to choose a password (valid one hour). */
  setPasswordLink: string;
}

export function parseStaffEmail(raw: string): string {
  const email = normalizeEmail(raw);
  if (!isValidEmail(email)) throw new Error(`${JSON.stringify(raw)} is not a valid e-mail address`);
  return email;
}

export async function addStaff(ctx: BackendContext, rawEmail: string): Promise<StaffAccount> {
  const email = parseStaffEmail(rawEmail);
  const deps = createAuthDeps(ctx, readAuthSettings());
  const redirectTo = `${ctx.config.siteUrl.replace(/\/+$/, '')}/login`;
  return ctx.db.transaction(async (tx) => {
    const existing = await findUserByEmail(tx, email);
    const user = existing ?? (await insertUser(tx, { email, confirmed: false, invited: true }));
    await tx.query(`update public.profiles set role = 'staff' where id = $1`, [user.id]);
    const type = existing ? 'recovery' : 'invite';
    const { link } = await sendEmailLink(deps, tx, { user, type, redirectTo, mail: false });
    return {
      email,
      userId: user.id,
      created: !existing,
      setPasswordLink: setPasswordLink(ctx.config.siteUrl, link.hashedToken, type),
    };
  });
}

/** Creates a confirmed staff account with a known password (the first-start login). */
export async function createStaffWithPassword(
  ctx: BackendContext,
  rawEmail: string,
  password: string,
): Promise<string> {
  const email = parseStaffEmail(rawEmail);
  const passwordHash = await hashPassword(password);
  return ctx.db.transaction(async (tx) => {
    const user = await insertUser(tx, { email, passwordHash, confirmed: true });
    await tx.query(`update public.profiles set role = 'staff' where id = $1`, [user.id]);
    return user.id;
  });
}
