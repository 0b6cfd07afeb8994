import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { setPasswordLink } from '../../../supabase/functions/_shared/auth/set-password-link.ts';
import { bearerToken } from '../../../supabase/functions/_shared/auth/bearer-token.ts';
import { SERVICE_ROLE_ONLY } from '../../../supabase/functions/_shared/auth/require-service-role.ts';
import {
  NOT_CONFIGURED,
  makePayload,
  pushToMake,
} from '../../../supabase/functions/_shared/handlers/push-to-make.ts';
import { updatedMessage } from '../../../supabase/functions/_shared/handlers/infer-contact-industries.ts';
import { splitFullName } from '../../../supabase/functions/_shared/inputs/split-full-name.ts';
import { functionHandlers } from '../../../supabase/functions/_shared/registry.ts';
import { readSettings } from '../../../supabase/functions/_shared/settings.ts';
import type { FunctionDeps } from '../../../supabase/functions/_shared/types.ts';

const functionsDir = fileURLToPath(new URL('../../../supabase/functions/', import.meta.url));

describe('registry', () => {
  const entries = readdirSync(functionsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
    .map((entry) => entry.name);

  it('lists exactly the functions that have a Deno entry', () => {
    expect(Object.keys(functionHandlers).sort()).toEqual(entries.sort());
  });

  it.each(entries)(
    '%s/index.ts serves its own handler and imports only npm: and relative files',
    (name) => {
      const source = readFileSync(`${functionsDir}${name}/index.ts`, 'utf8');
      expect(source).toContain(`from '../_shared/handlers/${name}.ts'`);
      for (const [, specifier] of source.matchAll(/from '([^']+)'/g))
        expect(specifier).toMatch(/^(npm:|\.\.?\/)/);
    },
  );
});

describe('readSettings', () => {
  it.each([
    [
      {},
      {
        siteName: 'Majlis Network',
        siteUrl: 'http://localhost:4321',
        makeWebhookUrl: undefined,
      },
    ],
    [
      {
        SITE_NAME: ' Other ',
        SITE_URL: 'https://x.example//',
        MAKE_WEBHOOK_URL: 'https://hook.example',
      },
      {
        siteName: 'Other',
        siteUrl: 'https://x.example',
        makeWebhookUrl: 'https://hook.example',
      },
    ],
    [
      { MAKE_WEBHOOK_URL: '  ' },
      {
        siteName: 'Majlis Network',
        siteUrl: 'http://localhost:4321',
        makeWebhookUrl: undefined,
      },
    ],
  ] as [Record<string, string>, unknown][])('%j', (env, expected) => {
    expect(readSettings((name) => env[name])).toEqual(expected);
  });
});

describe('small rules', () => {
  it.each([
    ['Sara Haddad', 'Sara', 'Haddad'],
    ['  Sara   bint  Ali ', 'Sara', 'bint Ali'],
    ['Cher', 'Cher', ''],
    ['', '', ''],
  ])('splitFullName(%j)', (full, firstName, lastName) => {
    expect(splitFullName(full)).toEqual({ firstName, lastName });
  });

  it.each([
    ['Bearer abc.def', 'abc.def'],
    ['bearer   abc', 'abc'],
    ['Basic abc', undefined],
    [null, undefined],
  ])('bearerToken(%j) = %j', (header, token) => {
    expect(bearerToken(header)).toBe(token);
  });

  it('builds the set-password link for the login page', () => {
    expect(setPasswordLink('https://majlis.example', 'abc123', 'invite')).toBe(
      'https://majlis.example/login?token_hash=abc123&type=invite',
    );
  });

  it.each([
    [12, 40, 'Updated 12 of 40 contacts'],
    [0, 1, 'Updated 0 of 1 contact'],
    [0, 0, 'Updated 0 of 0 contacts'],
  ])('updatedMessage(%i, %i)', (updated, total, message) => {
    expect(updatedMessage(updated, total)).toBe(message);
  });
});

describe('push-to-make', () => {
  it('maps the stored application to the fields Make expects', () => {
    const row = {
      id: 'r1',
      email: 'sara@example.org',
      created_at: '2026-03-01T12:00:00Z',
      first_name: 'Sara',
      last_name: '',
      phone_number: '+966500000001',
      company: 'Acme',
      title: 'founder',
      industry: 'technology',
      linkedin_url: null,
      referred_by: 'Omar',
      additional_info: null,
    };
    expect(makePayload('r1', row)).toEqual({
      application_id: 'r1',
      first_name: 'Sara',
      last_name: '',
      full_name: 'Sara',
      email: 'sara@example.org',
      phone: '+966500000001',
      company: 'Acme',
      title: 'founder',
      industry: 'technology',
      linkedin_url: null,
      referred_by: 'Omar',
      additional_info: null,
      tags: ['Network Request'],
    });
  });

  // Every other dependency is left out: the handler must not need them on these paths.
  const deps = {
    env: () => undefined,
    log: () => undefined,
    serviceRoleKey: 'service-key',
  } as unknown as FunctionDeps;
  const call = (authorization?: string) =>
    pushToMake(
      new Request('http://functions.test/push-to-make', {
        method: 'POST',
        headers: authorization ? { authorization } : {},
        body: JSON.stringify({ requestId: '7d9f2c1e-3b4a-4c5d-8e6f-0a1b2c3d4e5f' }),
      }),
      deps,
    );

  it('says so, without touching anything, when MAKE_WEBHOOK_URL is not set', async () => {
    const response = await call('Bearer service-key');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ forwarded: false, reason: NOT_CONFIGURED });
  });

  it.each([undefined, 'Bearer anon-key', 'Bearer service-ke', 'Bearer service-key2'])(
    'refuses a caller without the service role key (%s)',
    async (authorization) => {
      const response = await call(authorization);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: SERVICE_ROLE_ONLY });
    },
  );
});
