// A link attached to a contact (docs/behaviour/staff-app.md#attachments): blank is ignored;
// 'https://' is added when neither http:// nor https:// is there; anything that still does not
// parse as a web address is ignored.

/** The address to store, or null when the input should be silently ignored. */
export function normaliseAttachmentUrl(input: string): string | null {
  const trimmed = input.trim();
  if (!trimmed) return null;
  const withScheme = /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    const url = new URL(withScheme);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (!url.hostname.includes('.')) return null;
    return url.href;
  } catch {
    return null;
  }
}

/** The name shown for a link: its host and path, without the scheme. */
export function attachmentUrlName(url: string): string {
  return url
    .replace(/^https?:\/\//i, '')
    .replace(/\/$/, '')
    .slice(0, 255);
}
