// Links that let their holder in, taken out of what the personal data export hands over
// (docs/privacy/export-and-erasure.md#export). A mail the person was sent carries its pass, its
// unsubscribe link, a sign-in link or the signed link to an earlier archive; an archive forwarded
// to someone else must not open the door for them, or act in the person's name. Each such link is
// replaced by a note; the rest of the text, and every other link, is kept.

export const REMOVED_LINK = '[link removed from the export: it gave access]';

/** A link's query parameters that carry a secret. */
const SECRET_PARAMS = /^(token|token_hash|code|key|signature|sig|access_token|refresh_token|otp)$/i;
/** A link's paths that are a secret in themselves: the door pass, a signed Storage object. */
const SECRET_PATHS = [/\/pass\/[^/?#\s]+/i, /\/storage\/v1\/object\/sign\//i];

/** Whether following this link would let its holder in. */
export function grantsAccess(link: string): boolean {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return false;
  }
  if (SECRET_PATHS.some((path) => path.test(url.pathname))) return true;
  return [...url.searchParams.keys()].some((name) => SECRET_PARAMS.test(name));
}

// A link as mails write it: up to whitespace, a quote, an angle bracket or a direction mark (an
// Arabic text part isolates each link).
const LINK = /https?:\/\/[^\s"'<>\u200e\u200f\u2066-\u2069]+/gi;

/** The text with each link that grants access replaced by REMOVED_LINK. */
export function withoutAccessLinks(text: string): string {
  return text.replace(LINK, (link) => {
    // A sentence's full stop or a closing parenthesis is not part of the link.
    const [, kept = link, trail = ''] = /^(.*?)([.,;:!?)\]]*)$/.exec(link) ?? [];
    return grantsAccess(kept.replaceAll('&amp;', '&')) ? `${REMOVED_LINK}${trail}` : link;
  });
}

/** Every string inside a row (nested objects and arrays too) without access links. */
export function rowWithoutAccessLinks<T>(value: T): T {
  if (typeof value === 'string') return withoutAccessLinks(value) as T;
  if (Array.isArray(value)) return value.map(rowWithoutAccessLinks) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [key, rowWithoutAccessLinks(inner)]),
    ) as T;
  }
  return value;
}
