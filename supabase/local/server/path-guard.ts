// Refuses request targets that try to escape their route: dot segments (plain or percent-encoded),
// encoded slashes or backslashes, NUL bytes. URL parsing would silently resolve `..`, which could
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
  return undefined;
}
