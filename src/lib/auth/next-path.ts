// Where a sign-in page sends the visitor once signed in: the `next` the page was opened with
// (/login?next=/crm), when it is a path on this site; anything else (another origin, a
// protocol-relative or backslashed path, a script URL) goes home instead: `home`, the page's
// language's home page (/ or /ar).
import { localizedPath, type Locale } from '../i18n/locales.ts';

export function safeNextPath(search: string, home = '/'): string {
  const next = new URLSearchParams(search).get('next');
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return home;
  try {
    const url = new URL(next, 'https://site.invalid');
    if (url.origin !== 'https://site.invalid') return home;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return home;
  }
}

/** The sign-in page that comes back to `path` afterwards, both in `locale` (English by default). */
export function loginPathFor(path: string, locale: Locale = 'en'): string {
  return `${localizedPath('/login', locale)}?next=${encodeURIComponent(localizedPath(path, locale))}`;
}
