// What every REST handler needs to know about a request besides its query: the schema profile
// and the GUCs PostgREST sets (docs/wire/supabase-js.md#how-a-request-runs-under-the-jwt). The
// representation is in media.ts.
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

/** request.method, request.path and request.headers, for SQL to read (set transaction-local). */
export function requestSettings(request: Request, path: string): Record<string, string> {
  const headers: Record<string, string> = {};
  request.headers.forEach((value, name) => {
    headers[name.toLowerCase()] = value;
  });
  return {
    'request.method': request.method,
    'request.path': path,
    'request.headers': JSON.stringify(headers),
  };
}
