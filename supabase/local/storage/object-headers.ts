// The headers that keep a stored object inert on this site's origin (docs/behaviour/staff-app.md#attachments):
// an uploaded HTML page or script must never run as the site. Only types a browser shows without
// running anything (raster images, PDF, plain text) may be shown inline; everything else is a
// download. Every object answer also carries nosniff (the declared type is final) and a CSP
// sandbox (even a page opened directly gets a unique origin, no scripts, no forms).

/** Types shown inline when no download is asked for. SVG is left out: it can carry script. */
const INLINE_TYPES: ReadonlySet<string> = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/avif',
  'image/bmp',
  'application/pdf',
  'text/plain',
]);

export function isInlineType(mimeType: string): boolean {
  return INLINE_TYPES.has(mimeType.split(';')[0]!.trim().toLowerCase());
}

/** RFC 5987 value characters: encodeURIComponent leaves ' ( ) * as they are, which it must not. */
function encodeExtValue(name: string): string {
  return encodeURIComponent(name).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** A quoted-string fallback for old clients: printable ASCII only, without " and \. */
function asciiFallback(name: string): string {
  const ascii = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\%]/g, '_')
    .trim();
  return /[A-Za-z0-9]/.test(ascii)
    ? ascii
    : `download${name.match(/\.[A-Za-z0-9]{1,10}$/)?.[0] ?? ''}`;
}

/**
 * RFC 6266 Content-Disposition: `attachment; filename="<ascii>"; filename*=UTF-8''<encoded>`,
 * or `inline` (with the same names) when the type may be shown and no download is asked for.
 */
export function contentDisposition(disposition: 'attachment' | 'inline', name: string): string {
  // Control characters (a header cannot carry them) are dropped.
  const clean = [...name].filter((char) => char >= ' ' && char !== '\u007f').join('') || 'download';
  return `${disposition}; filename="${asciiFallback(clean)}"; filename*=UTF-8''${encodeExtValue(clean)}`;
}

/**
 * The file name a `download` parameter carries. storage-js (2.119) form-encodes the name into the
 * query and then runs encodeURI over the whole URL, so once the query is parsed the name is still
 * percent-encoded: it is decoded once more. A name sent encoded only once (by hand, or by older
 * clients) does not decode again and is taken as it is.
 */
export function downloadName(parameter: string | null): string | null {
  if (parameter === null) return null;
  try {
    return decodeURIComponent(parameter);
  } catch {
    return parameter;
  }
}

/**
 * The headers of an object answer. `download` is the signed or public URL's `download`
 * parameter (null when absent; an empty value means "download under the key's own name").
 */
export function objectHeaders(options: {
  mimeType: string;
  key: string;
  download: string | null;
}): Record<string, string> {
  const keyName = options.key.split('/').pop() || 'download';
  const inline = options.download === null && isInlineType(options.mimeType);
  return {
    'content-disposition': contentDisposition(
      inline ? 'inline' : 'attachment',
      downloadName(options.download) || keyName,
    ),
    'x-content-type-options': 'nosniff',
    'content-security-policy': 'sandbox',
  };
}
