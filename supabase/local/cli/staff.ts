/**
 * npm run staff -- add <email> [--data-dir <dir>] [--database-url <url>] [--site-url <url>]
 * Creates or promotes a staff user (profiles.role = 'staff') and prints a set-password link.
 * Works on a stopped install (opens the database directly) and on a running one (then the data
 * folder is locked, so it asks the running server's Auth admin API with the service key).
 */
import { environment } from '../environment.ts';
import { parseArgs } from 'node:util';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { DEFAULT_DATA_DIR, DataFolderLockedError, openDatabase } from '../db/index.ts';
import { createBackendContext } from '../server/create-context.ts';
import { loadOrCreateKeys } from '../server/keys.ts';
import { setPasswordLink } from '../../functions/_shared/auth/set-password-link.ts';
import { addStaff, parseStaffEmail, type StaffAccount } from '../staff/staff-account.ts';

const USAGE =
  'Usage: npm run staff -- add <email> [--data-dir <dir>] [--database-url <url>] [--site-url <url>]';

function fail(message: string): never {
  process.stderr.write(`staff: ${message}\n`);
  process.exit(1);
}

/** The running server's route: the same steps through its admin API. */
async function addStaffOverHttp(
  url: string,
  serviceRoleKey: string,
  email: string,
  siteUrl: string,
): Promise<StaffAccount> {
  const admin = createClient(url, serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const redirectTo = `${siteUrl}/login`;
  // A recovery link for an existing account; the Auth API answers 404 when there is none.
  let generated = await admin.auth.admin.generateLink({
    type: 'recovery',
    email,
    options: { redirectTo },
  });
  const created = generated.error?.status === 404;
  if (created)
    generated = await admin.auth.admin.generateLink({
      type: 'invite',
      email,
      options: { redirectTo },
    });
  if (generated.error || !generated.data.user) {
    throw new Error(`creating the link failed: ${generated.error?.message ?? 'no user'}`);
  }
  const userId = generated.data.user.id;
  const { error } = await admin.from('profiles').update({ role: 'staff' }).eq('id', userId);
  if (error) throw new Error(`setting the staff role failed: ${error.message}`);
  const type = created ? 'invite' : 'recovery';
  return {
    email,
    userId,
    created,
    setPasswordLink: setPasswordLink(siteUrl, generated.data.properties.hashed_token, type),
  };
}

async function main(): Promise<void> {
  let parsed;
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: {
        'data-dir': { type: 'string' },
        'database-url': { type: 'string' },
        'site-url': { type: 'string' },
      },
    });
  } catch (error) {
    fail(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
  const [command, rawEmail, ...extra] = parsed.positionals;
  if (command !== 'add' || !rawEmail || extra.length > 0) fail(USAGE);
  let email: string;
  try {
    email = parseStaffEmail(rawEmail);
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
  const env = environment();
  const dataDir = path.resolve(
    parsed.values['data-dir'] ?? env.SUPABASE_DATA_DIR ?? DEFAULT_DATA_DIR,
  );
  const siteUrl = new URL(parsed.values['site-url'] ?? env.SITE_URL ?? 'http://localhost:4321')
    .origin;
  const databaseUrl = parsed.values['database-url'] ?? env.DATABASE_URL;
  const keys = await loadOrCreateKeys(dataDir, env);

  let account: StaffAccount;
  try {
    const db = await openDatabase(databaseUrl ? { dataDir, databaseUrl } : { dataDir });
    try {
      const ctx = createBackendContext({
        db,
        keys,
        config: { publicUrl: siteUrl, siteUrl, dataDir, maxBodyBytes: 1024 * 1024 },
        log: () => undefined,
      });
      account = await addStaff(ctx, email);
    } finally {
      await db.close();
    }
  } catch (error) {
    if (!(error instanceof DataFolderLockedError)) throw error;
    // The server is running on this folder: ask it instead (it serves the backend on the site's origin).
    process.stderr.write(
      `The server is running (PID ${error.ownerPid}); using its admin API at ${siteUrl}.\n`,
    );
    account = await addStaffOverHttp(siteUrl, keys.serviceRoleKey, email, siteUrl);
  }
  process.stdout.write(
    [
      `${account.email} is staff${account.created ? ' (new account)' : ''}.`,
      'Open this link within one hour to choose a password:',
      `  ${account.setPasswordLink}`,
      '',
    ].join('\n'),
  );
}

main().catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));
