// The production recipe's proxy (docs/deploy.md), tried here: Caddy (Debian's package) on loopback
// with its own certificate authority, in front of `npm start`'s server with TRUST_PROXY=1. Pages
// and forms work over HTTPS, the answers carry HSTS, the sign-in cookie is Secure, and the staff
// app's Realtime connects over wss.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { Socket } from 'node:net';
import path from 'node:path';
import { expect, test } from '@playwright/test';
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
  reverse_proxy ${upstream}
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
    const listening = await new Promise<boolean>((resolve) => {
      const socket = new Socket();
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
      socket.connect(port, '127.0.0.1');
    });
    if (listening) return caddy;
    if (Date.now() > deadline) throw new Error(`caddy did not listen: ${log}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
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
});
