// Every Edge Function's handler by its public name (/functions/v1/<name>): each kind of job
// (jobs/job-handlers.ts, named as its job kind) and the functions that are not jobs.
// The embedded backend serves exactly this list; each <name>/index.ts serves one entry under Deno.
import { inferContactIndustries } from './handlers/infer-contact-industries.ts';
import { processJobs } from './handlers/process-jobs.ts';
import { erasePersonalData } from './handlers/erase-personal-data.ts';
import { exportPersonalData } from './handlers/export-personal-data.ts';
import { exportMyPersonalData } from './handlers/export-my-personal-data.ts';
import { closeMyAccount } from './handlers/close-my-account.ts';
import { jobHandlers } from './jobs/job-handlers.ts';
import type { FunctionHandler } from './types.ts';

export const functionHandlers: Record<string, FunctionHandler> = {
  ...jobHandlers,
  'infer-contact-industries': inferContactIndustries,
  'process-jobs': processJobs,
  'export-personal-data': exportPersonalData,
  'erase-personal-data': erasePersonalData,
  'export-my-personal-data': exportMyPersonalData,
  'close-my-account': closeMyAccount,
};
