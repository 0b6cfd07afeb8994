// What every REST handler needs to know about a request besides its query: the schema profile
// and the GUCs PostgREST sets (docs/wire/supabase-js.md#how-a-request-runs-under-the-jwt). The
// representation is in media.ts.
import type { Tx } from '../db/index.ts';
import { pgrstError } from './errors.ts';
import { EXPOSED_SCHEMA } from './schema-cache.ts';

/** Only the public schema is exposed; any other profile is PGRST106. */
export function checkProfile(request: Request): void {
  const header = ['GET', 'HEAD'].includes(request.method) ? 'accept-profile' : 'content-profile';
  const profile = request.headers.get(header);
  if (profile !== null && profile !== EXPOSED_SCHEMA) {
    throw pgrstError(
      406,
      'PGRST106',
      `Invalid schema: ${profile}`,
      null,
      `Only the following schemas are exposed: ${EXPOSED_SCHEMA}`,
    );
  }
}

/** Writes request.method, request.path and request.headers for SQL to read, transaction-local. */
export async function setRequestSettings(tx: Tx, request: Request, path: string): Promise<void> {
  const headers: Record<string, string> = {};
  request.headers.forEach((value, name) => {
    headers[name.toLowerCase()] = value;
  });
  await tx.query(
    `select set_config('request.method', $1, true), set_config('request.path', $2, true),
            set_config('request.headers', $3, true)`,
    [request.method, path, JSON.stringify(headers)],
  );
}
