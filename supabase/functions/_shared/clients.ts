// The two Supabase clients a handler may use, built per request.
import type { FunctionsClient } from './types.ts';
import type { FunctionDeps } from './types.ts';

const SERVER_AUTH = { persistSession: false, autoRefreshToken: false } as const;

/** Bypasses RLS: only for the narrow lookups a function must make on a visitor's behalf. */
export function createServiceClient(deps: FunctionDeps): FunctionsClient {
  return deps.createClient(deps.supabaseUrl, deps.serviceRoleKey, { auth: SERVER_AUTH });
}

/** Acts as the caller: their Authorization header rides along, so RLS decides what they reach. */
export function createCallerClient(deps: FunctionDeps, authorization: string): FunctionsClient {
  return deps.createClient(deps.supabaseUrl, deps.anonKey, {
    global: { headers: { Authorization: authorization } },
    auth: SERVER_AUTH,
  });
}
