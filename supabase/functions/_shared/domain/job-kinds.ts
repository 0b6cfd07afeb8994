// The after-insert job kinds and states, written once: the job processors read this list, and
// tests/unit/database/industry-domain.test.ts pins it to after_insert_jobs' SQL checks. Each kind
// is also the name of the Edge Function that does the job.
export const JOB_KINDS = ['push-to-make', 'send-network-confirmation'] as const;
export type JobKind = (typeof JOB_KINDS)[number];

export const JOB_STATUSES = ['pending', 'running', 'done', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export function isJobKind(value: string): value is JobKind {
  return (JOB_KINDS as readonly string[]).includes(value);
}
