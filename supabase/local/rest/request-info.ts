// What every REST handler needs to know about a request besides its query: schema profile,
// wanted representation, preferences and the GUCs PostgREST sets
// (docs/wire/supabase-js.md#how-a-request-runs-under-the-jwt).
import { pgrstError } from './errors.ts';
import { EXPOSED_SCHEMA } from './schema-cache.ts';

export const OBJECT_MEDIA_TYPE = 'application/vnd.pgrst.object+json';

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

/** true for `Accept: application/vnd.pgrst.object+json` (single()); JSON otherwise. */
export function wantsSingleObject(request: Request): boolean {
  const accept = request.headers.get('accept');
  if (!accept) return false;
  const types = accept.split(',').map((part) => (part.split(';')[0] ?? '').trim().toLowerCase());
  if (types.includes(OBJECT_MEDIA_TYPE)) return true;
  const supported = types.some(
    (type) =>
      type === '' || type === '*/*' || type === 'application/*' || type === 'application/json',
  );
  if (!supported) {
    throw pgrstError(406, 'PGRST107', `None of these media types are available: ${accept}`);
  }
  return false;
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

export function jsonHeaders(
  singular: boolean,
  extra: Record<string, string> = {},
): Record<string, string> {
  return {
    'content-type': `${singular ? OBJECT_MEDIA_TYPE : 'application/json'}; charset=utf-8`,
    ...extra,
  };
}
