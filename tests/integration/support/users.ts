// Test users through the backend's own Auth admin API: a member, or staff (profiles.role
// 'staff', as `npm run staff -- add` sets it), each with a signed-in supabase-js client.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { TestBackend } from './backend.ts';

export interface TestUser {
  id: string;
  email: string;
  password: string;
  /** A client signed in as this user. */
  client: SupabaseClient;
  accessToken: string;
}

export async function createTestUser(
  backend: TestBackend,
  options: { staff?: boolean; email?: string } = {},
): Promise<TestUser> {
  const email = options.email ?? `user-${randomUUID()}@example.com`;
  const password = `Pw-${randomUUID()}`;
  const admin = backend.client(backend.serviceRoleKey);
  const created = await admin.auth.admin.createUser({ email, password, email_confirm: true });
  if (created.error || !created.data.user) {
    throw new Error(`Could not create ${email}: ${created.error?.message ?? 'no user returned'}`);
  }
  const id = created.data.user.id;
  if (options.staff) {
    const { error } = await admin.from('profiles').update({ role: 'staff' }).eq('id', id);
    if (error) throw new Error(`Could not make ${email} staff: ${error.message}`);
  }
  const client = backend.client();
  const signedIn = await client.auth.signInWithPassword({ email, password });
  if (signedIn.error || !signedIn.data.session) {
    throw new Error(`Could not sign in ${email}: ${signedIn.error?.message ?? 'no session'}`);
  }
  return { id, email, password, client, accessToken: signedIn.data.session.access_token };
}

/**
 * A client signed in from a magic link mailed to `email`, opened as a browser would: the session
 * that proves the account's address (supabase/migrations/20251130010000_proven_addresses.sql).
 */
export async function signInByMailedLink(
  backend: TestBackend,
  email: string,
): Promise<SupabaseClient> {
  const client = backend.client();
  const sent = await client.auth.signInWithOtp({ email, options: { shouldCreateUser: false } });
  if (sent.error) throw new Error(`Could not mail a link to ${email}: ${sent.error.message}`);
  const admin = backend.client(backend.serviceRoleKey);
  const { data, error } = await admin
    .from('mail_outbox')
    .select('text_body')
    .eq('to_address', email.toLowerCase())
    .eq('tag', 'auth-magiclink')
    .order('created_at', { ascending: false })
    .limit(1);
  if (error || !data?.[0]) throw new Error(`No magic link mailed to ${email}: ${error?.message}`);
  const link = /https?:\/\/\S+\/auth\/v1\/verify\?\S+/.exec(data[0].text_body as string)?.[0];
  if (!link) throw new Error(`No verify link in the mail to ${email}`);
  const response = await fetch(link, { redirect: 'manual' });
  const fragment = new URLSearchParams(
    new URL(response.headers.get('location') ?? '').hash.replace(/^#/, ''),
  );
  const session = await client.auth.setSession({
    access_token: fragment.get('access_token') ?? '',
    refresh_token: fragment.get('refresh_token') ?? '',
  });
  if (session.error) throw new Error(`The link did not sign ${email} in: ${session.error.message}`);
  return client;
}
