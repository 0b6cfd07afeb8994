// Functions that act on a stored row on the system's behalf (the after-insert jobs) start here:
// only a caller holding the service role key may run them, so no visitor can make them mail
// someone again. The embedded job processor and a hosted Database Webhook or pg_net call both
// send it as "Authorization: Bearer <service role key>".
import { HttpError } from '../http/respond.ts';
import type { FunctionDeps } from '../types.ts';
import { bearerToken } from './bearer-token.ts';

export const SERVICE_ROLE_ONLY = 'Only the service role can run this function';

export function requireServiceRole(request: Request, deps: FunctionDeps): void {
  const token = bearerToken(request.headers.get('authorization'));
  if (!token || !sameSecret(token, deps.serviceRoleKey))
    throw new HttpError(401, SERVICE_ROLE_ONLY);
}

/** Compares in time independent of where the strings differ, so the key cannot be guessed bytewise. */
function sameSecret(given: string, expected: string): boolean {
  let difference = given.length ^ expected.length;
  for (let index = 0; index < expected.length; index += 1)
    difference |= (given.charCodeAt(index) || 0) ^ expected.charCodeAt(index);
  return difference === 0 && expected.length > 0;
}
