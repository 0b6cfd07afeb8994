import { randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { ServeConfig } from './spawn-serve.ts';

const options = { auth: { persistSession: false, autoRefreshToken: false } };

/** Creates a staff member with the service key and returns a client signed in as them. */
export async function signInStaff(
  server: ServeConfig,
  service: SupabaseClient,
  tag: string,
): Promise<SupabaseClient> {
  const email = `staff-${tag}@example.com`;
  const password = `Pw-${randomUUID()}`;
  const created = await service.auth.admin.createUser({ email, password, email_confirm: true });
  if (created.error) throw new Error(`staff user: ${created.error.message}`);
  await service.from('profiles').update({ role: 'staff' }).eq('id', created.data.user.id);
  const staff = createClient(server.url, server.anonKey, options);
  const signedIn = await staff.auth.signInWithPassword({ email, password });
  if (signedIn.error) throw new Error(`staff sign-in: ${signedIn.error.message}`);
  return staff;
}
