// On the first embedded start (no users yet), create a staff login and return a message to print
// once, so a newcomer can sign in as staff at once. A marker file in the data folder keeps it from
// being printed (or created) again; it never stores the password.
import { randomBytes } from 'node:crypto';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { BackendContext } from '../server/context.ts';
import { createStaffWithPassword } from './staff-account.ts';

export const FIRST_STAFF_MARKER = 'first-staff.json';
/** Overridable with FIRST_STAFF_EMAIL; example.com is reserved, so this reaches no real inbox. */
export const DEFAULT_FIRST_STAFF_EMAIL = 'staff@example.com';

export async function ensureFirstStaff(ctx: BackendContext): Promise<string | null> {
  const marker = path.join(ctx.config.dataDir, FIRST_STAFF_MARKER);
  if (existsSync(marker)) return null;
  const { rows } = await ctx.db.query<{ any_user: boolean }>(
    `select exists (select 1 from auth.users) as any_user`,
  );
  const email = process.env['FIRST_STAFF_EMAIL']?.trim() || DEFAULT_FIRST_STAFF_EMAIL;
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
  ].join('\n');
}
