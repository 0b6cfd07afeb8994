// E-mail address handling shared by every endpoint: one normal form, one validity rule.

/** Addresses are stored and compared trimmed and lower-cased, as GoTrue does. */
export function normalizeEmail(raw: string): string {
  return raw.trim().toLowerCase();
}

// A pragmatic check (what GoTrue's validator enforces in practice): one @, a dotted domain,
// no spaces or control characters, and the RFC 5321 length limits.
const EMAIL_PATTERN =
  /^[^\s@<>()[\]\\,;:"\p{Cc}]+@[^\s@<>()[\]\\,;:"\p{Cc}]+\.[^\s@<>()[\]\\,;:"\p{Cc}]{2,}$/u;

export function isValidEmail(email: string): boolean {
  if (email.length > 254) return false;
  const local = email.split('@')[0] ?? '';
  if (local.length > 64 || local.startsWith('.') || local.endsWith('.')) return false;
  return EMAIL_PATTERN.test(email) && !email.includes('..');
}
