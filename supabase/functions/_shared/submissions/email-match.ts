// How the functions match a visitor's e-mail address against stored rows. Pure, so it is
// unit-tested.

/** E-mail addresses are compared the way the database's unique index does: lower(email). */
export function sameEmail(a: string | null | undefined, b: string | null | undefined): boolean {
  return a != null && b != null && a.trim().toLowerCase() === b.trim().toLowerCase();
}

/** Escapes LIKE wildcards so an address is matched literally by an ilike filter. */
export function escapeLikePattern(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}
