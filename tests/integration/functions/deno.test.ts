// The Deno entries (supabase/functions/<name>/index.ts) type-check under real Deno and serve:
// each one boots with `deno run` and answers a preflight, a malformed body and a wrong method.
// Deno resolves npm packages from the project's node_modules ("nodeModulesDir": "manual"),
// so this runs without reaching any registry.
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const functionsDir = `${root}supabase/functions`;
const config = `${functionsDir}/deno.json`;
const deno = `${root}node_modules/.bin/deno`;
const entries = readdirSync(functionsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
  .map((entry) => entry.name)
  .sort();

const denoEnv = (extra: Record<string, string>) => ({
  PATH: process.env['PATH'] ?? '',
  HOME: process.env['HOME'] ?? '',
  NO_COLOR: '1',
  DENO_NO_UPDATE_CHECK: '1',
  ...(process.env['DENO_DIR'] ? { DENO_DIR: process.env['DENO_DIR'] } : {}),
  ...extra,
});

const SUPABASE_ENV = {
  // Nothing listens there: these checks never reach the database.
  SUPABASE_URL: 'http://127.0.0.1:9',
  SUPABASE_ANON_KEY: 'anon-key',
  SUPABASE_SERVICE_ROLE_KEY: 'service-role-key',
};

interface RunningEntry {
  url: string;
  stop(): void;
}

/** Starts an entry on a free port and resolves once Deno reports where it listens. */
function bootEntry(name: string): Promise<RunningEntry> {
  const child = spawn(
    deno,
    ['run', '--allow-net', '--allow-env', '--config', config, `${functionsDir}/${name}/index.ts`],
    {
      cwd: functionsDir,
      env: denoEnv({ ...SUPABASE_ENV, PORT: '0' }),
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${name} did not start within 30 s:\n${output}`));
    }, 30_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const port = /Listening on https?:\/\/[^:]+:(\d+)/.exec(output)?.[1];
      if (port) {
        clearTimeout(timer);
        resolve({ url: `http://127.0.0.1:${port}/`, stop: () => child.kill('SIGTERM') });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited with code ${String(code)}:\n${output}`));
    });
  });
}

describe('Deno entries', () => {
  it('has one entry per function', () => {
    expect(entries).toEqual([
      'close-my-account',
      'create-approved-member',
      'erase-personal-data',
      'export-my-personal-data',
      'export-personal-data',
      'infer-contact-industries',
      'offer-freed-seat',
      'process-jobs',
      'push-to-make',
      'queue-campaign',
      'run-retention',
      'send-campaign-mail',
      'send-event-confirmation',
      'send-event-follow-up',
      'send-event-reminder',
      'send-event-status',
      'send-invitation',
      'send-invitation-cancel',
      'send-invitation-update',
      'send-membership-status',
      'send-network-confirmation',
      'send-newsletter-confirmation',
      'send-newsletter-welcome',
      'send-personal-data-export',
      'send-privacy-extension',
      'send-privacy-verification',
      'send-retention-summary',
    ]);
  });

  it('type-checks every entry with deno check', () => {
    const result = spawnSync(
      deno,
      ['check', '--config', config, ...entries.map((name) => `${functionsDir}/${name}/index.ts`)],
      { cwd: functionsDir, env: denoEnv({}), encoding: 'utf8', timeout: 120_000 },
    );
    expect(result.stderr + result.stdout).not.toMatch(/error/i);
    expect(result.status).toBe(0);
  });

  it.each(entries)('%s boots under deno run and answers', async (name) => {
    const entry = await bootEntry(name);
    try {
      const preflight = await fetch(entry.url, { method: 'OPTIONS' });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-headers')).toContain('apikey');

      const malformed = await fetch(entry.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"email":',
      });
      expect(malformed.status).toBe(400);
      expect(await malformed.json()).toEqual({ error: 'The request body is not valid JSON' });

      const wrongMethod = await fetch(entry.url);
      expect(wrongMethod.status).toBe(405);
      expect(await wrongMethod.json()).toEqual({ error: `${name} only accepts POST` });
    } finally {
      entry.stop();
    }
  });

  it('refuses to start without the Supabase environment, naming what is missing', () => {
    const result = spawnSync(
      deno,
      [
        'run',
        '--allow-net',
        '--allow-env',
        '--config',
        config,
        `${functionsDir}/push-to-make/index.ts`,
      ],
      { cwd: functionsDir, env: denoEnv({ PORT: '0' }), encoding: 'utf8', timeout: 60_000 },
    );
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain(
      'Missing environment variables: SUPABASE_URL, SUPABASE_ANON_KEY, SUPABASE_SERVICE_ROLE_KEY',
    );
  });
});
