// Where a sign-in page sends the visitor once signed in: the `next` the page was opened with
// (/login?next=/crm), when it is a path on this site; anything else (another origin, a
// protocol-relative or backslashed path, a script URL) goes home instead.

export function safeNextPath(search: string): string {
  const next = new URLSearchParams(search).get('next');
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return '/';
  try {
    const url = new URL(next, 'https://site.invalid');
    if (url.origin !== 'https://site.invalid') return '/';
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return '/';
  }
}

/** The sign-in page that comes back to `path` afterwards. */
export function loginPathFor(path: string): string {
  return `/login?next=${encodeURIComponent(path)}`;
}
