/**
 * Reads a web address typed with or without its scheme ("linkedin.com/in/username" or
 * "https://…") and returns it with https:// added, or undefined when it is not a web address.
 */
export function normalizeWebAddress(input: string): string | undefined {
  const trimmed = input.trim();
  if (trimmed === '' || /\s/.test(trimmed)) return undefined;
  const withScheme = /^[a-z][a-z\d+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  // A host needs a dot and a top-level part of letters: "linkedin" alone is not an address.
  if (!/\.[a-z]{2,}$/i.test(url.hostname)) return undefined;
  return withScheme;
}
