// Which bucket ids and object keys are acceptable. Keys become paths on disk, so anything that
// could step outside the bucket's folder (dot segments, absolute paths, backslashes, NUL, other
// control characters, percent-encoded tricks) is refused before a row or a file is touched.

const BUCKET_PATTERN = /^[A-Za-z0-9_-]{1,63}$/;
// Supabase Storage's key alphabet, plus letters, marks and digits of any script.
const SEGMENT_PATTERN = /^[\p{L}\p{M}\p{N}_!\-.*'() &$@=;:+,?]+$/u;
const MAX_KEY_BYTES = 1024;

export type KeyCheck = { ok: true; key: string } | { ok: false; reason: string };

export function isValidBucketId(id: string): boolean {
  return BUCKET_PATTERN.test(id);
}

/** Checks a key given as its already-decoded segments. */
export function checkObjectKey(segments: readonly string[]): KeyCheck {
  if (segments.length === 0 || segments.every((segment) => segment === '')) {
    return { ok: false, reason: 'The object path is empty' };
  }
  for (const segment of segments) {
    if (segment === '')
      return {
        ok: false,
        reason: 'The object path has an empty segment (// or a leading or trailing /)',
      };
    if (segment === '.' || segment === '..')
      return { ok: false, reason: 'The object path must not contain . or .. segments' };
    if (!SEGMENT_PATTERN.test(segment))
      return {
        ok: false,
        reason: `Invalid key: ${JSON.stringify(segment)} contains a character that is not allowed`,
      };
  }
  const key = segments.join('/');
  if (new TextEncoder().encode(key).byteLength > MAX_KEY_BYTES) {
    return { ok: false, reason: `The object path is longer than ${MAX_KEY_BYTES} bytes` };
  }
  return { ok: true, key };
}

/** Decodes the raw (percent-encoded) path segments of a URL, then checks them. */
export function checkRawObjectPath(rawSegments: readonly string[]): KeyCheck {
  const decoded: string[] = [];
  for (const raw of rawSegments) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return { ok: false, reason: 'The object path is not valid percent-encoding' };
    }
    // One decoding only: a segment that still decodes further was encoded twice to slip past checks.
    if (segment.includes('/') || segment.includes('\\') || /%[0-9a-f]{2}/i.test(segment)) {
      return {
        ok: false,
        reason: 'The object path contains an encoded separator or a doubly encoded character',
      };
    }
    decoded.push(segment);
  }
  return checkObjectKey(decoded);
}

/** Keys as storage-js sends them in JSON bodies (remove, sign many): split on "/" and checked. */
export function checkKeyString(key: string): KeyCheck {
  if (key.startsWith('/')) return { ok: false, reason: 'The object path must not be absolute' };
  return checkObjectKey(key.split('/'));
}

/** Whether a MIME type is allowed by a bucket's list (which may hold wildcards such as image/*). */
export function mimeTypeAllowed(mimeType: string, allowed: readonly string[] | null): boolean {
  if (!allowed || allowed.length === 0) return true;
  const base = mimeType.split(';')[0]?.trim().toLowerCase() ?? '';
  return allowed.some((pattern) => {
    const normalized = pattern.trim().toLowerCase();
    if (normalized.endsWith('/*')) return base.startsWith(normalized.slice(0, -1));
    return base === normalized;
  });
}
