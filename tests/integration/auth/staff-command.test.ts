// `npm run staff -- add <email>` and the first-start staff login.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { createAuthService } from '../../../supabase/local/auth/index.ts';
import { FIRST_STAFF_MARKER, ensureFirstStaff } from '../../../supabase/local/staff/first-start.ts';
import { openDatabase } from '../../../supabase/local/db/index.ts';
import { createEmbeddedBackend } from '../../../supabase/local/index.ts';
import { createBackendContext } from '../../../supabase/local/server/create-context.ts';
import { loadOrCreateKeys } from '../../../supabase/local/server/keys.ts';
import { startBackend, type TestBackend } from '../support/backend.ts';
import { browserLikeClient, uniqueEmail } from './auth-test-kit.ts';

/** Each of these opens a fresh database (migrations included) and may start a server: minutes on a busy machine. */
const SLOW = 300_000;
const STAFF_CLI = fileURLToPath(new URL('../../../supabase/local/cli/staff.ts', import.meta.url));
const folders: string[] = [];
let backend: TestBackend | undefined;

afterAll(async () => {
  await backend?.stop();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

function tempFolder(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'majlis-staff-'));
  folders.push(folder);
  return folder;
}

function runStaff(
  args: string[],
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [STAFF_CLI, ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

function linkIn(output: string): URL {
  const link = /https?:\/\/\S+\/login\?token_hash=\S+/.exec(output)?.[0];
  if (!link) throw new Error(`No set-password link in:\n${output}`);
  return new URL(link);
}

/** What the /login page does with a set-password link: verifyOtp, choose a password, sign in. */
async function acceptLink(link: URL, email: string, password: string) {
  const client = browserLikeClient(backend!, 'pkce');
  const verified = await client.auth.verifyOtp({
    token_hash: link.searchParams.get('token_hash') ?? '',
    type: link.searchParams.get('type') as 'invite' | 'recovery',
  });
  expect(verified.error).toBeNull();
  expect((await client.auth.updateUser({ password })).error).toBeNull();
  const signedIn = browserLikeClient(backend!);
  expect((await signedIn.auth.signInWithPassword({ email, password })).error).toBeNull();
  return signedIn;
}

describe('npm run staff -- add', () => {
  it('refuses a bad command line with the usage', async () => {
    const result = await runStaff(['add']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Usage: npm run staff -- add <email>');
    const bad = await runStaff(['add', 'not-an-email', '--data-dir', tempFolder()]);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('is not a valid e-mail address');
  });

  it(
    'creates a staff account on a stopped install, and promotes one through the running server',
    async () => {
      const dataDir = tempFolder();
      const newcomer = uniqueEmail('staff-new');
      const offline = await runStaff([
        'add',
        newcomer,
        '--data-dir',
        dataDir,
        '--site-url',
        'http://localhost:4321',
      ]);
      expect(offline.stderr).toBe('');
      expect(offline.code).toBe(0);
      expect(offline.stdout).toContain(`${newcomer} is staff (new account).`);
      const offlineLink = linkIn(offline.stdout);
      expect(`${offlineLink.origin}${offlineLink.pathname}`).toBe('http://localhost:4321/login');
      expect(offlineLink.searchParams.get('type')).toBe('invite');

      backend = await startBackend({ dataDir });
      const staffClient = await acceptLink(linkIn(offline.stdout), newcomer, 'staff-password-1');
      const profile = await staffClient
        .from('profiles')
        .select('role')
        .eq('email', newcomer)
        .single();
      expect(profile.data?.role).toBe('staff');

      // While the server runs the data folder is locked, so the command uses its admin API.
      const memberEmail = uniqueEmail('member-promoted');
      await browserLikeClient(backend).auth.signUp({
        email: memberEmail,
        password: 'member-password',
      });
      const online = await runStaff([
        'add',
        memberEmail,
        '--data-dir',
        dataDir,
        '--site-url',
        backend.url,
      ]);
      expect(online.code).toBe(0);
      expect(online.stdout).toContain(`${memberEmail} is staff.`);
      expect(linkIn(online.stdout).searchParams.get('type')).toBe('recovery');
      const promoted = await acceptLink(linkIn(online.stdout), memberEmail, 'new-staff-password');
      expect(
        (await promoted.from('profiles').select('role').eq('email', memberEmail).single()).data
          ?.role,
      ).toBe('staff');
    },
    SLOW,
  );
});

describe('first start', () => {
  it(
    'creates one staff login on an empty install and says so once',
    async () => {
      const dataDir = tempFolder();
      const db = await openDatabase({ dataDir });
      try {
        const keys = await loadOrCreateKeys(dataDir, {});
        const ctx = createBackendContext({
          db,
          keys,
          config: {
            publicUrl: 'http://localhost:4321',
            siteUrl: 'http://localhost:4321',
            dataDir,
            maxBodyBytes: 1024 * 1024,
          },
          log: () => undefined,
        });
        const message = await ensureFirstStaff(ctx);
        expect(message).toContain('http://localhost:4321/login');
        const email = /e-mail: +(\S+)/.exec(message ?? '')?.[1];
        const password = /password: +(\S+)/.exec(message ?? '')?.[1];
        // Not guessable: a stranger who knew it could ask for a password reset.
        expect(email).toMatch(/^staff-[0-9a-f]{12}@example\.com$/);
        expect(password?.length).toBeGreaterThanOrEqual(16);
        expect(existsSync(path.join(dataDir, FIRST_STAFF_MARKER))).toBe(true);
        expect(readFileSync(path.join(dataDir, FIRST_STAFF_MARKER), 'utf8')).not.toContain(
          password!,
        );
        expect(await ensureFirstStaff(ctx)).toBeNull();

        const auth = createAuthService(ctx);
        const response = await auth.handle(
          new Request('http://localhost:4321/auth/v1/token?grant_type=password', {
            method: 'POST',
            headers: { apikey: keys.anonKey, 'content-type': 'application/json' },
            body: JSON.stringify({ email, password }),
          }),
        );
        expect(response.status).toBe(200);
        const session = (await response.json()) as { user: { id: string } };
        const { rows } = await db.query<{ role: string }>(
          'select role from public.profiles where id = $1',
          [session.user.id],
        );
        expect(rows[0]?.role).toBe('staff');
      } finally {
        await db.close();
      }
    },
    SLOW,
  );

  it(
    'gives two fresh data folders different staff addresses, and names the mail page link',
    async () => {
      const starts: { email: string | undefined; link: string | null; message: string }[] = [];
      for (const dataDir of [tempFolder(), tempFolder()]) {
        const started = await createEmbeddedBackend({
          dataDir,
          publicUrl: 'http://localhost:4321',
          createFirstStaff: true,
        });
        try {
          const message = started.firstStartMessage ?? '';
          starts.push({
            email: /e-mail: +(\S+)/.exec(message)?.[1],
            link: started.mailPageLink,
            message,
          });
        } finally {
          await started.close();
        }
      }
      const [first, second] = starts;
      expect(first?.email).toMatch(/^staff-[0-9a-f]{12}@example\.com$/);
      expect(second?.email).toMatch(/^staff-[0-9a-f]{12}@example\.com$/);
      expect(first?.email).not.toBe(second?.email);
      for (const start of starts) {
        expect(start.link).toMatch(/^http:\/\/localhost:4321\/_mail\?key=[\w-]{24,}$/);
        expect(start.message).toContain(start.link);
      }
      expect(first?.link).not.toBe(second?.link);
    },
    SLOW,
  );

  it(
    'prints nothing when the install already has users',
    async () => {
      const dataDir = tempFolder();
      const db = await openDatabase({ dataDir });
      try {
        await db.query(
          `insert into auth.users (id, email, aud, role) values (gen_random_uuid(), 'someone@example.com', 'authenticated', 'authenticated')`,
        );
        const keys = await loadOrCreateKeys(dataDir, {});
        const ctx = createBackendContext({
          db,
          keys,
          config: {
            publicUrl: 'http://localhost:4321',
            siteUrl: 'http://localhost:4321',
            dataDir,
            maxBodyBytes: 1024 * 1024,
          },
          log: () => undefined,
        });
        expect(await ensureFirstStaff(ctx)).toBeNull();
        expect(existsSync(path.join(dataDir, FIRST_STAFF_MARKER))).toBe(true);
      } finally {
        await db.close();
      }
    },
    SLOW,
  );
});
