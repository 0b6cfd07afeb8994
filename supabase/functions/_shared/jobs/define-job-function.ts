// The frame of a job function about one row: only the service role runs it, a run by hand for a
// row whose job is done can stop before anything else (doneBefore), and the handler gets the row
// as the claim read it, or as read here when run by hand (jobTarget).
import type { z } from 'zod';
import { requireServiceRole } from '../auth/require-service-role.ts';
import { defineJsonFunction, type HandlerContext } from '../http/define-handler.ts';
import type { FunctionHandler } from '../types.ts';
import { doneBefore, jobTarget, type JobTable } from './job-target.ts';

interface JobBody {
  requestId: string;
  jobId?: string | undefined;
  target?: Record<string, unknown> | undefined;
}

export interface JobFunction<Schema extends z.ZodType<JobBody>> {
  /** The function's public name: used in logs, and the job kind doneBefore looks up. */
  name: string;
  input: Schema;
  /** The table holding the job's row. */
  table: JobTable;
  /** The answer to a run by hand whose job is done; without it every run goes on. */
  doneAnswer?: Record<string, unknown>;
  handle(
    input: z.output<Schema>,
    context: HandlerContext & { row: Record<string, unknown> },
  ): Promise<Record<string, unknown>>;
}

export function defineJobFunction<Schema extends z.ZodType<JobBody>>(
  definition: JobFunction<Schema>,
): FunctionHandler {
  return defineJsonFunction({
    name: definition.name,
    input: definition.input,
    async handle(input, { request, deps }) {
      requireServiceRole(request, deps);
      if (
        definition.doneAnswer &&
        (await doneBefore(deps, definition.name, input.requestId, input.jobId))
      ) {
        return definition.doneAnswer;
      }
      const row = await jobTarget(deps, definition.table, input.requestId, input.target);
      return definition.handle(input, { request, deps, row });
    },
  });
}
