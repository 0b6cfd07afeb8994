// Which bucket ids and object keys are acceptable. Keys become paths on disk, so anything that
// could step outside the bucket's folder (dot segments, absolute paths, backslashes, NUL, other
// control characters, percent-encoded tricks) is refused before a row or a file is touched.

const BUCKET_PATTERN = /^[A-Za-z0-9_-]{1,63}$/;
// Hosted Supabase Storage's key alphabet (ASCII letters, digits and _!-.*'() &$@=;:+,?): new
// objects must fit it, so a key that works here also works on a hosted project
// (docs/wire/supabase-js.md#storage-uploads-and-downloads).
const HOSTED_SEGMENT_PATTERN = /^[A-Za-z0-9_!\-.*'() &$@=;:+,?]+$/;
// Keys stored before this backend followed the hosted alphabet may hold letters of any script;
// they stay readable and removable.
const STORED_SEGMENT_PATTERN = /^[\p{L}\p{M}\p{N}_!\-.*'() &$@=;:+,?]+$/u;
const MAX_KEY_BYTES = 1024;
// Each segment is a file or folder name on disk, which the file system caps at 255 bytes.
const MAX_SEGMENT_BYTES = 255;

export type KeyCheck = { ok: true; key: string } | { ok: false; reason: string };
/** 'write': a key for a new object (hosted rules); 'read': also keys stored under older rules. */
export type KeyUse = 'write' | 'read';

const byteLength = (text: string) => new TextEncoder().encode(text).byteLength;

export function isValidBucketId(id: string): boolean {
  return BUCKET_PATTERN.test(id);
}

/** Checks a key given as its already-decoded segments. */
export function checkObjectKey(segments: readonly string[], use: KeyUse = 'read'): KeyCheck {
  const pattern = use === 'write' ? HOSTED_SEGMENT_PATTERN : STORED_SEGMENT_PATTERN;
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
    if (!pattern.test(segment))
      return {
        ok: false,
        reason: `Invalid key: ${segments.join('/')}`,
      };
    if (byteLength(segment) > MAX_SEGMENT_BYTES)
      return {
        ok: false,
        reason: `Invalid key: a path segment is longer than ${MAX_SEGMENT_BYTES} bytes`,
      };
  }
  const key = segments.join('/');
  if (byteLength(key) > MAX_KEY_BYTES) {
    return {
      ok: false,
      reason: `Invalid key: the object path is longer than ${MAX_KEY_BYTES} bytes`,
    };
  }
  return { ok: true, key };
}

/** Decodes the raw (percent-encoded) path segments of a URL, then checks them. */
export function checkRawObjectPath(rawSegments: readonly string[], use: KeyUse = 'read'): KeyCheck {
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
  return checkObjectKey(decoded, use);
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
