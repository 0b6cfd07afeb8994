/** Up to two initials for an avatar: first and last word of the name ("Amal Al Harbi" → "AH"). */
export function initials(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((word) => /\p{L}/u.test(word));
  const first = words[0];
  if (!first) return '?';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return [first, last]
    .filter((word): word is string => word !== undefined)
    .map((word) => (Array.from(word.replace(/^\P{L}+/u, ''))[0] ?? '').toLocaleUpperCase('en'))
    .join('');
}
