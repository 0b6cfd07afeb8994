// A stored address (a LinkedIn profile, a link attachment) becomes a link or is opened only when it
// is an http(s) web address. The database refuses anything else; this keeps a row written before
// that rule, or by another tool, from turning into a `javascript:` link in a staff member's browser.

/** The address to link to, or null when it must be shown as text (or not at all). */
export function webLink(stored: string | null | undefined): string | null {
  if (!stored) return null;
  let url: URL;
  try {
    url = new URL(stored.trim());
  } catch {
    return null;
  }
  return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
}
