import type { SubmissionFailure } from '~/lib/submissions/submission-error.ts';

/** What a submission came to: stored (or silently dropped for a bot), or why not. */
export type SubmissionOutcome = 'success' | SubmissionFailure;
