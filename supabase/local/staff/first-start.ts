// On the first embedded start (no users yet), create a staff login and return a message to print
// once, so a newcomer can sign in as staff at once. A marker file in the data folder keeps it from
// being printed (or created) again; it never stores the password.
import { environment } from '../environment.ts';
import { randomBytes } from 'node:crypto';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { BackendContext } from '../server/context.ts';
import { createStaffWithPassword } from './staff-account.ts';

export const FIRST_STAFF_MARKER = 'first-staff.json';
/**
 * The first staff address unless FIRST_STAFF_EMAIL is given: random per install, so a stranger
 * cannot guess it to ask for a password reset (example.com is reserved and reaches no inbox).
 */
export function defaultFirstStaffEmail(): string {
  return `staff-${randomBytes(6).toString('hex')}@example.com`;
}

export async function ensureFirstStaff(
  ctx: BackendContext,
  mailPageLink: string | null = null,
): Promise<string | null> {
  const marker = path.join(ctx.config.dataDir, FIRST_STAFF_MARKER);
  if (existsSync(marker)) return null;
  const { rows } = await ctx.db.query<{ any_user: boolean }>(
    `select exists (select 1 from auth.users) as any_user`,
  );
  const email = environment().FIRST_STAFF_EMAIL ?? defaultFirstStaffEmail();
  const record = (fields: Record<string, unknown>) =>
    writeFileSync(
      marker,
      `${JSON.stringify({ ...fields, at: new Date().toISOString() }, null, 2)}\n`,
      { mode: 0o600 },
    );
  if (rows[0]?.any_user) {
    record({ skipped: 'users already existed' });
    return null;
  }
  const password = randomBytes(15).toString('base64url');
  await createStaffWithPassword(ctx, email, password);
  record({ email });
  const site = ctx.config.siteUrl.replace(/\/+$/, '');
  return [
    'A staff login was created for this new install (shown once):',
    `  e-mail:   ${email}`,
    `  password: ${password}`,
    `  sign in at ${site}/login`,
    'Add your own staff account with: npm run staff -- add you@company.com',
    ...(mailPageLink
      ? [`Mail the site sends (sign-in links, resets) is readable at ${mailPageLink}`]
      : []),
  ].join('\n');
}
