// The production recipe's proxy (docs/deploy.md), tried here: Caddy (Debian's package) on loopback
// with its own certificate authority, in front of `npm start`'s server with TRUST_PROXY=1. Pages
// and forms work over HTTPS, the answers carry HSTS, the sign-in cookie is Secure, and the staff
// app's Realtime connects over wss. The server tells visitors apart by the address Caddy forwards,
// which a visitor cannot choose, and a restart of the server behind Caddy shows visitors no 5xx.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import https from 'node:https';
import path from 'node:path';
import tls from 'node:tls';
import { expect, test } from '@playwright/test';
import { startJoinLoad } from '../../../supabase/local/bench/join-load.ts';
import { newsletterMessages } from '../../../src/lib/submissions/messages.ts';
import { toast } from '../auth/support/members.ts';
import { freePort, startFreshServer } from '../support/fresh-server.ts';
import { signInNewStaff } from '../support/fresh-server-staff.ts';

const hasCaddy = spawnSync('caddy', ['version']).status === 0;

/** Caddy as docs/deploy.md sets it up, with `tls internal` for a machine without a public name. */
async function startCaddy(folder: string, port: number, upstream: string): Promise<ChildProcess> {
  mkdirSync(folder, { recursive: true });
  const caddyfile = path.join(folder, 'Caddyfile');
  writeFileSync(
    caddyfile,
    `{
  admin off
  auto_https disable_redirects
  skip_install_trust
}

https://localhost:${port} {
  tls internal
  encode zstd gzip
  reverse_proxy ${upstream} {
    health_uri /readyz
    health_interval 250ms
    lb_try_duration 30s
    lb_try_interval 100ms
    lb_retry_match {
      method GET HEAD OPTIONS POST PUT PATCH DELETE
    }
  }
}
`,
  );
  const caddy = spawn('caddy', ['run', '--config', caddyfile, '--adapter', 'caddyfile'], {
    // Its certificate authority and state stay in the test's folder.
    env: { ...process.env, XDG_DATA_HOME: folder, XDG_CONFIG_HOME: folder, HOME: folder },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let log = '';
  caddy.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (caddy.exitCode !== null) throw new Error(`caddy exited: ${log}`);
    // Ready once a TLS handshake completes: Caddy listens before its own authority has issued the
    // certificate, and a page opened in between fails (ERR_SSL_PROTOCOL_ERROR on a busy machine).
    const ready = await new Promise<boolean>((resolve) => {
      const socket = tls.connect({
        port,
        host: '127.0.0.1',
        servername: 'localhost',
        rejectUnauthorized: false,
      });
      socket.once('secureConnect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (ready) return caddy;
    if (Date.now() > deadline) throw new Error(`caddy did not answer over TLS: ${log}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The root of the certificate authority Caddy made in `folder` for `tls internal`. */
const caddyRoot = (folder: string) =>
  readFileSync(path.join(folder, 'caddy', 'pki', 'authorities', 'local', 'root.crt'), 'utf8');

/** The status of an Auth verify through Caddy, from the loopback address `from` (127.0.0.x). */
function verifyFrom(
  from: string,
  port: number,
  options: { ca: string; anonKey: string; headers?: Record<string, string> },
): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = https.request(
      {
        host: '127.0.0.1',
        port,
        localAddress: from,
        servername: 'localhost',
        ca: options.ca,
        method: 'POST',
        path: '/auth/v1/verify',
        headers: {
          host: `localhost:${port}`,
          apikey: options.anonKey,
          'content-type': 'application/json',
          ...options.headers,
        },
      },
      (response) => {
        response.resume();
        response.once('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.once('error', reject);
    request.end('{}');
  });
}

test.describe('behind Caddy with HTTPS', () => {
  test.skip(!hasCaddy, 'Caddy is not installed (apt-get install caddy; .ci/run installs it)');
  test.use({ ignoreHTTPSErrors: true });

  test('pages, a form, a Secure sign-in cookie, HSTS and Realtime over wss', async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'run once, on the desktop project');
    test.slow();
    const port = await freePort('127.0.0.1');
    const origin = `https://localhost:${port}`;
    const server = await startFreshServer({
      env: { TRUST_PROXY: '1' },
      publicUrl: () => origin,
    });
    const caddy = await startCaddy(testInfo.outputPath('caddy'), port, server.url);
    try {
      const home = await page.goto(`${origin}/`);
      expect(home?.status()).toBe(200);
      expect(home?.headers()['strict-transport-security']).toMatch(/^max-age=\d+/);

      // A form, end to end through the proxy.
      const form = page.locator('#newsletter-form form');
      await form.scrollIntoViewIfNeeded();
      await expect(form.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
      await form.getByLabel('Full Name').fill('Noura Al-Harbi');
      await form.getByLabel('Email').fill('noura.caddy@example.com');
      await form.getByLabel(newsletterMessages.consentLabel).check();
      await form.getByRole('button', { name: 'Subscribe' }).click();
      await expect(toast(page, newsletterMessages.successTitle)).toBeVisible();

      // Staff sign in through the proxy; the session cookie is Secure, and the staff app's
      // Realtime connects over wss.
      const sockets: string[] = [];
      page.on('websocket', (socket) => sockets.push(socket.url()));
      await signInNewStaff(page, server, 'caddy-staff@example.com', origin);
      const session = (await page.context().cookies(origin)).filter((cookie) =>
        cookie.name.endsWith('-auth-token'),
      );
      expect(session.length).toBeGreaterThan(0);
      for (const cookie of session) expect(cookie.secure).toBe(true);
      await expect(page.locator('[data-live="connected"]')).toBeVisible({ timeout: 20_000 });
      expect(sockets.some((url) => url.startsWith(`wss://localhost:${port}/realtime/`))).toBe(true);
    } finally {
      caddy.kill('SIGTERM');
      await server.stop();
    }
  });

  // Playwright reads the fixtures a test names from its first argument: this one needs none.
  // eslint-disable-next-line no-empty-pattern
  test('client addresses from X-Forwarded-For, and a restart without 5xx', async ({}, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'run once, on the desktop project');
    test.slow();
    const port = await freePort('127.0.0.1');
    const origin = `https://localhost:${port}`;
    // Auth allows 3 requests at once per client address (Supabase's burst is 30).
    const server = await startFreshServer({
      env: {
        TRUST_PROXY: '1',
        SUPABASE_AUTH_RATE_LIMIT_BURST: '3',
        // As docs/deploy.md sets it: Caddy's checks come late on a busy machine.
        SHUTDOWN_NOT_READY_SECONDS: '3',
      },
      publicUrl: () => origin,
    });
    const folder = testInfo.outputPath('caddy');
    const caddy = await startCaddy(folder, port, server.url);
    try {
      const options = { ca: caddyRoot(folder), anonKey: server.anonKey };
      // Every request reaches the server from Caddy (127.0.0.1); the limit follows the visitor.
      for (let n = 0; n < 3; n += 1) expect(await verifyFrom('127.0.0.2', port, options)).toBe(400);
      expect(await verifyFrom('127.0.0.2', port, options)).toBe(429);
      // Caddy drops the address a visitor claims, so a new one does not lift the limit.
      const claimed = { ...options, headers: { 'x-forwarded-for': '198.51.100.7' } };
      expect(await verifyFrom('127.0.0.2', port, claimed)).toBe(429);
      expect(await verifyFrom('127.0.0.3', port, options)).toBe(400);

      // Visitors apply through Caddy while the server stops (SIGTERM) and starts again on the
      // same data: Caddy holds their requests until it is back (lb_try_duration).
      tls.setDefaultCACertificates([...tls.getCACertificates('default'), options.ca]);
      const domain = 'restart.caddy.example';
      const load = startJoinLoad({ url: origin, anonKey: server.anonKey, visitors: 4, domain });
      await load.reach(8);
      await server.restart();
      await load.reach(load.acknowledged() + 8);
      const figures = await load.stop();
      expect(figures.serverErrors).toBe(0);
      expect(figures.otherFailures).toEqual([]);
      const stored = await server
        .service()
        .from('membership_requests')
        .select('email')
        .like('email', `%@${domain}`);
      expect(stored.error).toBeNull();
      const emails = (stored.data ?? []).map((row) => row.email);
      expect(new Set(emails).size).toBe(emails.length);
      expect(emails).toEqual(expect.arrayContaining(figures.acknowledged));
      testInfo.annotations.push({
        type: 'restart behind Caddy',
        description: `${figures.acknowledged.length} applications, 0 5xx, longest silence ${Math.round(figures.longestSilenceMs)} ms`,
      });
    } finally {
      caddy.kill('SIGTERM');
      await server.stop();
    }
  });
});
