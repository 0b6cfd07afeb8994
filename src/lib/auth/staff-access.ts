import { createRequestClient, type ServerRequestContext } from '../supabase/server-client.ts';
import type { TypedSupabaseClient } from '../supabase/typed-client.ts';
import type { Database } from '../../../supabase/functions/_shared/database.types.ts';

type Profile = Database['public']['Tables']['profiles']['Row'];

/** Who is asking for a staff page, as the server sees it (RLS still guards every row). */
export type StaffAccess =
  | {
      kind: 'staff';
      email: string;
      /** The staff app's language they chose, null until they choose (src/lib/crm/staff-language.ts). */
      language: Profile['staff_language'];
      digits: Profile['staff_digits'];
    }
  | { kind: 'not-staff'; email: string }
  | { kind: 'signed-out' };

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
    .select('role, staff_language, staff_digits')
    .eq('id', data.user.id)
    .maybeSingle();
  if (profile.error) return { kind: 'signed-out' };
  const row = profile.data;
  return row?.role === 'staff'
    ? { kind: 'staff', email, language: row.staff_language, digits: row.staff_digits }
    : { kind: 'not-staff', email };
}
