// The rule behind every visitor-triggered mail or forward: act only for a row created in the
// last few minutes, with this e-mail, that has not been acted on yet. Pure, so it is unit-tested.

export interface SubmissionRow {
  id: string;
  email: string | null;
  created_at: string;
}

/** The earliest created_at a row may have to still count as "just submitted". */
export function windowStart(now: Date, windowMinutes: number): Date {
  return new Date(now.getTime() - windowMinutes * 60_000);
}

/** E-mail addresses are compared the way the database's unique index does: lower(email). */
export function sameEmail(a: string | null | undefined, b: string | null | undefined): boolean {
  return a != null && b != null && a.trim().toLowerCase() === b.trim().toLowerCase();
}

export function isRecentSubmission(
  row: SubmissionRow,
  email: string,
  now: Date,
  windowMinutes: number,
): boolean {
  const created = Date.parse(row.created_at);
  return (
    sameEmail(row.email, email) &&
    Number.isFinite(created) &&
    created > windowStart(now, windowMinutes).getTime() &&
    // A clock a little ahead of the database must not make a fresh row look stale, but a row
    // stamped far in the future is not "just submitted" either.
    created <= now.getTime() + 60_000
  );
}

/** The newest qualifying row, or undefined. */
export function pickRecentSubmission<Row extends SubmissionRow>(
  rows: readonly Row[],
  email: string,
  now: Date,
  windowMinutes: number,
): Row | undefined {
  return rows
    .filter((row) => isRecentSubmission(row, email, now, windowMinutes))
    .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at))[0];
}

/** Escapes LIKE wildcards so an address is matched literally by an ilike filter. */
export function escapeLikePattern(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}
