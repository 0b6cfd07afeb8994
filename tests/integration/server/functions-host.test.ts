// The functions host with handlers of its own: the dependencies a handler receives (outbox
// mailer, env, keys), and how failures are answered (throw -> 500, hang -> 504, bad JWT -> 401).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FunctionHandler } from '../../../supabase/functions/_shared/types.ts';
import { openDatabase, type Database } from '../../../supabase/local/db/index.ts';
import { createFunctionsHost } from '../../../supabase/local/functions-host/index.ts';
import type { BackendContext, Service } from '../../../supabase/local/server/context.ts';
import { createBackendContext } from '../../../supabase/local/server/create-context.ts';
import { HttpError } from '../../../supabase/local/server/http.ts';
import { loadOrCreateKeys } from '../../../supabase/local/server/keys.ts';

const PUBLIC_URL = 'http://127.0.0.1:4999';
let dataDir: string;
let db: Database;
let ctx: BackendContext;
let host: Service;
const logged: string[] = [];

const registry: Record<string, FunctionHandler> = {
  'mail-me': async (request, deps) => {
    const { to } = (await request.json()) as { to: string };
    await deps.mailer.send({
      to,
      subject: 'Hello',
      text: 'Plain hello',
      html: '<p>Hello</p>',
      tag: 'mail-me',
    });
    return Response.json({
      supabaseUrl: deps.supabaseUrl,
      envUrl: deps.env('SUPABASE_URL'),
      site: deps.env('SITE_URL'),
    });
  },
  explode: async () => {
    throw new Error('boom');
  },
  hang: () => new Promise<Response>(() => undefined),
  'count-mail': async (_request, deps) => {
    const service = deps.createClient(deps.supabaseUrl, deps.serviceRoleKey);
    const { count, error } = await service
      .from('mail_outbox')
      .select('id', { count: 'exact', head: true });
    return Response.json({ count, error: error?.message ?? null });
  },
};

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'majlis-functions-'));
  db = await openDatabase({ dataDir });
  const keys = await loadOrCreateKeys(dataDir);
  ctx = createBackendContext({
    db,
    keys,
    config: {
      publicUrl: PUBLIC_URL,
      siteUrl: 'http://site.example',
      dataDir,
      maxBodyBytes: 1024 * 1024,
    },
    log: (level, message) => logged.push(`${level}: ${message}`),
  });
  host = createFunctionsHost(ctx, { registry, timeoutMs: 300 });
});

afterAll(async () => {
  await db?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

function invoke(name: string, body: unknown, key = ctx.keys.anonKey): Promise<Response> {
  return host.handle(
    new Request(`${PUBLIC_URL}/functions/v1/${name}`, {
      method: 'POST',
      headers: {
        apikey: ctx.keys.anonKey,
        authorization: `Bearer ${key}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify(body),
    }),
  );
}

describe('functions host', () => {
  it('gives a handler the backend URL, the env and a mailer that writes the outbox', async () => {
    const response = await invoke('mail-me', { to: 'guest@example.com' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      supabaseUrl: PUBLIC_URL,
      envUrl: PUBLIC_URL,
      site: 'http://site.example',
    });
    const { rows } = await db.query(
      'select to_address, subject, text_body, html_body, tag from public.mail_outbox',
    );
    expect(rows).toEqual([
      {
        to_address: 'guest@example.com',
        subject: 'Hello',
        text_body: 'Plain hello',
        html_body: '<p>Hello</p>',
        tag: 'mail-me',
      },
    ]);
  });

  it('hands handlers the internal URL when one is given', async () => {
    const internal = createFunctionsHost(ctx, { registry, supabaseUrl: 'http://127.0.0.1:4998' });
    const response = await internal.handle(
      new Request(`${PUBLIC_URL}/functions/v1/mail-me`, {
        method: 'POST',
        headers: { apikey: ctx.keys.anonKey, 'content-type': 'application/json' },
        body: JSON.stringify({ to: 'internal@example.com' }),
      }),
    );
    expect(await response.json()).toMatchObject({
      supabaseUrl: 'http://127.0.0.1:4998',
      envUrl: 'http://127.0.0.1:4998',
    });
  });

  it("sends the handlers' clients through backendFetch when one is given", async () => {
    const seen: string[] = [];
    const inProcess = createFunctionsHost(ctx, {
      registry,
      // Nothing listens on PUBLIC_URL: only this fetch can answer.
      backendFetch: async (input, init) => {
        const request = new Request(input, init);
        seen.push(new URL(request.url).pathname);
        return Response.json([], { headers: { 'content-range': '*/7' } });
      },
    });
    const response = await inProcess.handle(
      new Request(`${PUBLIC_URL}/functions/v1/count-mail`, {
        method: 'POST',
        headers: { apikey: ctx.keys.anonKey },
      }),
    );
    expect(await response.json()).toEqual({ count: 7, error: null });
    expect(seen).toEqual(['/rest/v1/mail_outbox']);
  });

  it('turns a thrown error into a 500 JSON answer and logs it', async () => {
    const response = await invoke('explode', {});
    expect(response.status).toBe(500);
    expect(await response.json()).toMatchObject({ error: 'Internal error' });
    expect(logged.some((line) => line.startsWith('error: [explode]'))).toBe(true);
  });

  it('answers 504 when a handler does not answer in time', async () => {
    const response = await invoke('hang', {});
    expect(response.status).toBe(504);
  });

  it('answers 404 for a name it does not serve, and for a malformed name', async () => {
    expect((await invoke('unknown', {})).status).toBe(404);
    expect((await invoke('..%2Fsecret', {})).status).toBe(404);
  });

  it('refuses a bad JWT before running the handler', async () => {
    const before = await db.query('select count(*)::int as n from public.mail_outbox');
    await expect(invoke('mail-me', { to: 'x@example.com' }, 'a.b.c')).rejects.toSatisfy(
      (error: unknown) => error instanceof HttpError && error.status === 401,
    );
    const after = await db.query('select count(*)::int as n from public.mail_outbox');
    expect(after.rows).toEqual(before.rows);
  });
});
