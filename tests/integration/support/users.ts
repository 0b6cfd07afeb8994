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
