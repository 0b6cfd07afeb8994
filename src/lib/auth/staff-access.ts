import { createRequestClient, type ServerRequestContext } from '../supabase/server-client.ts';
import type { TypedSupabaseClient } from '../supabase/typed-client.ts';

/** Who is asking for a staff page, as the server sees it (RLS still guards every row). */
export type StaffAccess =
  { kind: 'staff'; email: string } | { kind: 'not-staff'; email: string } | { kind: 'signed-out' };

/**
 * Checks the session cookie with the Auth service (getUser, never a bare cookie decode) and the
 * profile's role. A failed lookup counts as signed out, so the visitor is asked to sign in again.
 * A route that goes on to read data passes its own request client, so a token refreshed here is
 * the one it reads with.
 */
export async function staffAccess(
  context: ServerRequestContext,
  supabase: TypedSupabaseClient = createRequestClient(context),
): Promise<StaffAccess> {
  const { data, error } = await supabase.auth.getUser();
  if (error || !data.user) return { kind: 'signed-out' };
  const email = data.user.email ?? '';
  const profile = await supabase
    .from('profiles')
    .select('role')
    .eq('id', data.user.id)
    .maybeSingle();
  if (profile.error) return { kind: 'signed-out' };
  return profile.data?.role === 'staff' ? { kind: 'staff', email } : { kind: 'not-staff', email };
}
