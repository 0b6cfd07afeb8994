// The bodies the job runner sends (run-job.ts): the row's id, the job's id, and the row as the
// claim read it. Shared so every job function reads the same fields with the same messages.
import { z } from 'zod';
import { decisionStatusField, requestIdField } from '../inputs/fields.ts';
import { jobIdField, jobTargetField } from './job-target.ts';

/** A job about one row: its id, the job run (absent when run by hand) and the claimed row. */
export const jobInput = z.object({
  requestId: requestIdField,
  jobId: jobIdField,
  target: jobTargetField,
});

/** A job mailing staff's decision on a request: the row's id, the decision and the row. */
export const decisionJobInput = z.object({
  requestId: requestIdField,
  status: decisionStatusField,
  target: jobTargetField,
});
