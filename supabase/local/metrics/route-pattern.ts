// The route label of a request: a pattern from a small fixed set, never the path itself, so a
// metric carries no id, address or file name, and the number of label values stays bounded
// whatever paths clients send.

/** Every path the fixed set does not name (site pages, unknown paths, probes for weak spots). */
export const OTHER_ROUTE = 'other';

const EXACT = new Set(['/healthz', '/readyz', '/metrics', '/graphql/v1']);

/** Auth endpoints this backend answers; their names are fixed words, never a person's data. */
const AUTH_ENDPOINTS = new Set([
  'admin/generate_link',
  'admin/users',
  'authorize',
  'callback',
  'health',
  'invite',
  'logout',
  'magiclink',
  'otp',
  'recover',
  'resend',
  'settings',
  'signup',
  'token',
  'user',
  'verify',
]);

/** Storage's object routes whose second segment is an action rather than a bucket. */
const OBJECT_ACTIONS = new Set(['authenticated', 'info', 'public', 'sign']);

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

function restPattern(rest: string[]): string {
  if (rest.length === 0) return '/rest/v1/';
  if (rest[0] === 'rpc') return rest.length === 2 ? '/rest/v1/rpc/:function' : '/rest/v1/*';
  return rest.length === 1 ? '/rest/v1/:table' : '/rest/v1/*';
}

function authPattern(rest: string[]): string {
  const joined = rest.join('/');
  if (AUTH_ENDPOINTS.has(joined)) return `/auth/v1/${joined}`;
  if (rest.length === 3 && joined.startsWith('admin/users/')) return '/auth/v1/admin/users/:id';
  return '/auth/v1/*';
}

function storagePattern(rest: string[]): string {
  const [area, second, third] = rest;
  if (area === 'bucket') {
    if (rest.length === 1) return '/storage/v1/bucket';
    if (rest.length === 2) return '/storage/v1/bucket/:bucket';
    if (rest.length === 3 && third === 'empty') return '/storage/v1/bucket/:bucket/empty';
  }
  if (area === 'object' && second !== undefined) {
    if (rest.length === 2 && (second === 'move' || second === 'copy' || second === 'sign')) {
      return `/storage/v1/object/${second}`;
    }
    if (second === 'list' && rest.length === 3) return '/storage/v1/object/list/:bucket';
    if (second === 'upload' && third === 'sign' && rest.length >= 5) {
      return '/storage/v1/object/upload/sign/:bucket/*';
    }
    if (OBJECT_ACTIONS.has(second) && rest.length >= 4) {
      return `/storage/v1/object/${second}/:bucket/*`;
    }
    if (!OBJECT_ACTIONS.has(second) && rest.length >= 3) return '/storage/v1/object/:bucket/*';
    if (rest.length === 2) return '/storage/v1/object/:bucket';
  }
  return '/storage/v1/*';
}

/** The route label for a request path (the query string, if any, is ignored). */
export function routePattern(url: string): string {
  const pathname = url.split('?')[0] ?? '/';
  if (EXACT.has(pathname)) return pathname;
  const segments = pathname.split('/').slice(1);
  const [first, version, ...rest] = segments;
  if (first === '_astro') return '/_astro/*';
  if (first === '_mail' || first === '_mail.json') return '/_mail';
  if (version !== 'v1') return OTHER_ROUTE;
  // A trailing slash names the same resource; empty segments inside a path are no route of ours.
  if (rest.at(-1) === '') rest.pop();
  if (rest.includes('')) return OTHER_ROUTE;
  switch (first) {
    case 'rest':
      return restPattern(rest);
    case 'auth':
      return authPattern(rest);
    case 'storage':
      return storagePattern(rest);
    case 'functions':
      return rest.length === 0 ? '/functions/v1/*' : '/functions/v1/:function';
    case 'realtime':
      return '/realtime/v1/*';
    default:
      return OTHER_ROUTE;
  }
}

/** The method label: the standard methods, and one value for anything else a client invents. */
export function methodLabel(method: string | undefined): string {
  const upper = (method ?? 'GET').toUpperCase();
  return METHODS.has(upper) ? upper : 'OTHER';
}
