// Helpers for the Auth tests: a browser-like PKCE client (memory storage keeps the verifier, as
// @supabase/ssr keeps it in a cookie), the outbox, and following an e-mailed link like a browser.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { TestBackend } from '../support/backend.ts';

export function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

/** A client that keeps its session (and PKCE verifier) in memory, like a browser tab. */
export function browserLikeClient(
  backend: TestBackend,
  flowType: 'pkce' | 'implicit' = 'pkce',
): SupabaseClient {
  return createClient(backend.url, backend.anonKey, {
    auth: {
      flowType,
      storage: memoryStorage(),
      persistSession: true,
      autoRefreshToken: false,
      detectSessionInUrl: false,
    },
  });
}

export function uniqueEmail(label: string): string {
  return `${label}-${randomUUID().slice(0, 8)}@example.com`;
}

export interface OutboxRow {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  tag: string;
  created_at: string;
}

/** The newest mail to an address (read with the service key: the outbox has no policies). */
export async function latestMail(backend: TestBackend, to: string): Promise<OutboxRow> {
  const admin = backend.client(backend.serviceRoleKey);
  const { data, error } = await admin
    .from('mail_outbox')
    .select('id, to_address, subject, text_body, tag, created_at')
    .eq('to_address', to)
    .order('created_at', { ascending: false })
    .limit(1);
  if (error) throw new Error(`Could not read the outbox: ${error.message}`);
  const row = (data as OutboxRow[])[0];
  if (!row) throw new Error(`No mail to ${to}`);
  return row;
}

export function verifyLinkIn(text: string): string {
  const link = /https?:\/\/\S+\/auth\/v1\/verify\?\S+/.exec(text)?.[0];
  if (!link) throw new Error(`No verify link in:\n${text}`);
  return link;
}

/** Opens a link like a browser would, without following the redirect; returns its Location. */
export async function openLink(link: string): Promise<URL> {
  const response = await fetch(link, { redirect: 'manual' });
  const location = response.headers.get('location');
  if (response.status !== 303 || !location)
    throw new Error(`Expected a 303 redirect from ${link}, got ${response.status}`);
  return new URL(location);
}

/** Values of a redirect's fragment (implicit flow) as a map. */
export function fragmentOf(url: URL): URLSearchParams {
  return new URLSearchParams(url.hash.replace(/^#/, ''));
}

/** The install's JWT secret, to mint expired or odd tokens in tests. */
export function jwtSecretOf(backend: TestBackend): string {
  const keys = JSON.parse(readFileSync(path.join(backend.dataDir, 'keys.json'), 'utf8')) as {
    jwtSecret: string;
  };
  return keys.jwtSecret;
}
