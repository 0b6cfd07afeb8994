// What every REST handler needs to know about a request besides its query: the schema profile
// and the GUCs PostgREST sets (docs/wire/supabase-js.md#how-a-request-runs-under-the-jwt). The
// representation is in media.ts.
import { pgrstError } from './errors.ts';

export interface RequestSchema {
  schema: string;
  /** Chosen by a profile header, or among several exposed: echoed as Content-Profile. */
  negotiated: boolean;
}

/**
 * The schema a request addresses, as PostgREST 12's getSchema chooses it: Accept-Profile on
 * GET/HEAD, Content-Profile on the other methods, among the exposed schemas (PGRST_DB_SCHEMAS);
 * none given means the first. Any other profile is 406 PGRST106.
 */
export function requestSchema(request: Request, exposed: readonly string[]): RequestSchema {
  const header = ['GET', 'HEAD'].includes(request.method) ? 'accept-profile' : 'content-profile';
  const profile = request.headers.get(header);
  if (profile === null) return { schema: exposed[0] ?? 'public', negotiated: exposed.length > 1 };
  if (!exposed.includes(profile)) {
    throw pgrstError(
      406,
      'PGRST106',
      `The schema must be one of the following: ${exposed.join(', ')}`,
    );
  }
  return { schema: profile, negotiated: true };
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
