// Refuses request targets that try to escape their route: dot segments (plain or percent-encoded),
// encoded slashes or backslashes, NUL bytes, and percent-encoding that does not decode (as a
// proxy in front of a Supabase project answers 400 before any service sees it). URL parsing would silently resolve `..`, which could
// turn /rest/v1/../auth/v1/... into a different service; we answer 400 instead.

const DOT_SEGMENT = /(^|\/)(\.|%2e){1,2}(\/|$|\?)/i;
const FORBIDDEN = /%2f|%5c|\\|%00|\0/i;

/** Returns why the raw request target is refused, or undefined when it is acceptable. */
export function unsafePathReason(rawTarget: string): string | undefined {
  const path = rawTarget.split('?')[0] ?? '';
  if (!path.startsWith('/')) return 'The request path must start with /';
  if (path.startsWith('//')) return 'The request path must not start with //';
  if (DOT_SEGMENT.test(path)) return 'The request path must not contain . or .. segments';
  if (FORBIDDEN.test(path)) return 'The request path contains a forbidden character';
  if (!decodes(path)) return 'The request path is not valid percent-encoded UTF-8';
  return undefined;
}

function decodes(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}
