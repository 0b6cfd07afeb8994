// Staff-only functions start here: the caller's token must belong to a user whose profile says
// role 'staff'. The profile is read with the caller's own client, so RLS applies to that read too.
import type { FunctionsClient } from '../types.ts';
import { createCallerClient } from '../clients.ts';
import { HttpError } from '../http/respond.ts';
import type { FunctionDeps } from '../types.ts';
import { bearerToken } from './bearer-token.ts';

export const SIGN_IN_REQUIRED = 'Sign in with a staff account to use this function';
export const STAFF_ONLY = 'Only staff can use this function';

export interface StaffCaller {
  userId: string;
  /** A client acting as the staff member (RLS applies). */
  client: FunctionsClient;
}

export async function requireStaff(request: Request, deps: FunctionDeps): Promise<StaffCaller> {
  const authorization = request.headers.get('authorization');
  const token = bearerToken(authorization);
  // The anon key is a valid JWT too, but it names no user.
  if (!authorization || !token || token === deps.anonKey)
    throw new HttpError(401, SIGN_IN_REQUIRED);

  const client = createCallerClient(deps, authorization);
  const { data, error } = await client.auth.getUser(token);
  if (error || !data.user) throw new HttpError(401, SIGN_IN_REQUIRED);

  const { data: profile, error: profileError } = await client
    .from('profiles')
    .select('role')
    .eq('id', data.user.id)
    .maybeSingle();
  if (profileError) {
    deps.log('warn', 'Could not read the caller profile', profileError);
    throw new HttpError(403, STAFF_ONLY);
  }
  if (profile?.role !== 'staff') throw new HttpError(403, STAFF_ONLY);
  return { userId: data.user.id, client };
}
