/** How a failed submission is answered to the visitor. */
export type SubmissionFailure = 'duplicate' | 'throttled' | 'failure';

/** SQLSTATE of a unique violation: a second join application for the same e-mail. */
export const DUPLICATE_CODE = '23505';
/** The code the submissions throttle trigger raises (PostgREST answers it with HTTP 429). */
export const THROTTLED_CODE = 'PT429';

/** The parts of a supabase-js error (PostgrestError, FunctionsError) this decision reads. */
export interface ErrorLike {
  code?: string | undefined;
  status?: number | undefined;
}

/** Sorts an error into the answer the visitor gets; anything unknown is a plain failure. */
export function classifySubmissionError(error: unknown): SubmissionFailure {
  if (typeof error !== 'object' || error === null) return 'failure';
  const { code, status } = error as ErrorLike;
  if (code === DUPLICATE_CODE) return 'duplicate';
  if (code === THROTTLED_CODE || status === 429) return 'throttled';
  return 'failure';
}
