// Functions a member uses on their own data start here: the caller's token must name a signed-in
// user. Whether their session proves the account's address is for the database to decide (each
// member function reads the caller's own proven address, never one from the body).
import { createCallerClient } from '../clients.ts';
import { HttpError } from '../http/respond.ts';
import type { FunctionDeps, FunctionsClient } from '../types.ts';
import { bearerToken } from './bearer-token.ts';

export const MEMBER_SIGN_IN_REQUIRED = 'Sign in to use this function';

export interface MemberCaller {
  userId: string;
  /** A client acting as the member (RLS and the address proof apply). */
  client: FunctionsClient;
}

export async function requireMember(request: Request, deps: FunctionDeps): Promise<MemberCaller> {
  const authorization = request.headers.get('authorization');
  const token = bearerToken(authorization);
  // The anon key is a valid JWT too, but it names no user.
  if (!authorization || !token || token === deps.anonKey) {
    throw new HttpError(401, MEMBER_SIGN_IN_REQUIRED);
  }
  const client = createCallerClient(deps, authorization);
  const { data, error } = await client.auth.getUser(token);
  if (error || !data.user) throw new HttpError(401, MEMBER_SIGN_IN_REQUIRED);
  return { userId: data.user.id, client };
}
