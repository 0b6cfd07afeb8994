// The README's front door, tried as a newcomer would: a clean clone of the committed tree,
// `npm ci` from the lock file, then `npm start` under the machine's own Node (not the project's
// Node 24 that npm puts first on PATH for scripts). Passes when the site answers on its port, then
// starts the same clone again to prove the second start reuses the build.
// Run by `npm test` (tests/run-all.mjs); by hand: `node tests/fresh-clone/run.mjs`.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const port = Number(process.env['FRESH_CLONE_PORT'] ?? 4349);
const root = process.cwd();
const workDir = mkdtempSync(path.join(tmpdir(), 'fresh-clone-'));
const clone = path.join(workDir, 'project');

// The PATH a newcomer's shell has: npm's own node_modules/.bin entries removed.
const systemPath = (process.env['PATH'] ?? '')
  .split(path.delimiter)
  .filter((dir) => !dir.includes(`node_modules${path.sep}.bin`))
  .join(path.delimiter);
const env = { ...process.env, PATH: systemPath, ASTRO_TELEMETRY_DISABLED: '1' };
for (const name of Object.keys(env)) if (name.startsWith('npm_')) delete env[name];
delete env['PORT'];
delete env['ASTRO_OUT_DIR'];
delete env['ASTRO_CACHE_DIR'];
delete env['BUILD_TIME'];

function step(label, command, args, cwd = clone) {
  console.log(`[fresh clone] ${label}: ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, { cwd, env, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${label} failed with exit code ${result.status}`);
}

/**
 * The first start's printed mail page link opens the page; without it, /_mail is a 404 from
 * loopback whatever the forwarding headers say; the first staff address is not guessable.
 */
async function checkMailPage(output) {
  const link = /Local mail page \(keep it private\): (\S+)/.exec(output)?.[1];
  if (!link) throw new Error('npm start printed no mail page link');
  if (!output.includes(`readable at ${link}`))
    throw new Error('the first-staff message does not name the mail page link');
  if (!/e-mail: +staff-[0-9a-f]{12}@example\.com/.test(output))
    throw new Error('the first staff address is not a random staff-…@example.com');
  const base = `http://127.0.0.1:${port}`;
  for (const headers of [{}, { 'x-forwarded-for': '127.0.0.1' }, { forwarded: 'for=127.0.0.1' }]) {
    const refused = await fetch(`${base}/_mail.json`, { headers });
    if (refused.status !== 404)
      throw new Error(`/_mail without the key answered ${refused.status}`);
  }
  const opened = await fetch(link, { redirect: 'manual', headers: { accept: 'text/html' } });
  const cookie = (opened.headers.get('set-cookie') ?? '').split(';')[0];
  if (opened.status !== 303 || !cookie)
    throw new Error(`the printed link answered ${opened.status}`);
  const page = await fetch(`${base}/_mail`, { headers: { cookie } });
  if (page.status !== 200) throw new Error(`the mail page with its cookie answered ${page.status}`);
  await checkFirstStaffLogin(base, output);
}

/** The printed first-start login signs in, and it is staff: it may read the CRM's contacts. */
async function checkFirstStaffLogin(base, output) {
  const email = /e-mail: +(\S+)/.exec(output)?.[1];
  const password = /password: +(\S+)/.exec(output)?.[1];
  if (!email || !password) throw new Error('the first start printed no staff login');
  const { supabaseAnonKey: apikey } = await (await fetch(`${base}/api/public-config.json`)).json();
  const token = await fetch(`${base}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (token.status !== 200) throw new Error(`the printed staff login answered ${token.status}`);
  const { access_token: accessToken } = await token.json();
  const headers = { apikey, authorization: `Bearer ${accessToken}` };
  const profile = await (await fetch(`${base}/rest/v1/profiles?select=role`, { headers })).json();
  if (profile[0]?.role !== 'staff') throw new Error('the printed login is not a staff login');
  const contacts = await fetch(`${base}/rest/v1/contacts?select=id&limit=1`, { headers });
  if (contacts.status !== 200)
    throw new Error(`staff reading contacts answered ${contacts.status}`);
}

/** Runs `npm start` until the site answers, returns its output, then stops it. */
async function startAndFetch(whileUp = async () => undefined) {
  const child = spawn('npm', ['start'], {
    cwd: clone,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  const record = (chunk, stream) => {
    output += chunk;
    stream.write(chunk);
  };
  child.stdout.on('data', (chunk) => record(chunk, process.stdout));
  child.stderr.on('data', (chunk) => record(chunk, process.stderr));
  const exited = new Promise((resolve) => child.on('exit', resolve));
  try {
    // npm test runs this step at a lower priority beside the others (tests/run-all.mjs): its
    // first start builds the site on what CPU they leave, so it is given ten minutes, not five.
    const deadline = Date.now() + 10 * 60_000;
    for (;;) {
      const code = await Promise.race([exited, new Promise((r) => setTimeout(r, 1000, 'running'))]);
      if (code !== 'running') throw new Error(`npm start exited (${code}) before serving`);
      const response = await fetch(`http://127.0.0.1:${port}/`).catch(() => undefined);
      if (response?.ok && (await response.text()).includes('<html')) {
        await whileUp(output);
        return output;
      }
      if (Date.now() > deadline) throw new Error('npm start did not serve / within 10 minutes');
    }
  } finally {
    process.kill(-child.pid, 'SIGTERM');
    await exited;
  }
}

let ok = false;
try {
  const systemNode = spawnSync('node', ['--version'], { env, encoding: 'utf8' }).stdout.trim();
  console.log(`[fresh clone] machine's node: ${systemNode}`);
  step('clone', 'git', ['clone', '--quiet', '--depth', '1', `file://${root}`, clone], workDir);
  step('install from the lock file', 'npm', ['ci', '--no-audit', '--no-fund']);
  const first = await startAndFetch(checkMailPage);
  if (!first.includes('Building the site')) throw new Error('the first start did not build');
  const second = await startAndFetch();
  if (!second.includes('is up to date'))
    throw new Error('the second start rebuilt an unchanged tree');
  console.log(
    '[fresh clone] npm ci && npm start served the site; the second start reused the build',
  );
  ok = true;
} catch (error) {
  console.error(`[fresh clone] FAILED: ${error instanceof Error ? error.message : error}`);
} finally {
  rmSync(workDir, { recursive: true, force: true });
}
process.exit(ok ? 0 : 1);
