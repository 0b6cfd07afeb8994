// The month's retention run (docs/privacy/retention.md): a job queued by schedule_retention. The
// database reads each period from its promises, erases, records the run and queues the staff
// summary in one transaction (supabase/migrations/20251203100000_retention_promises.sql); a
// retried run erases nothing twice.
import { requireServiceRole } from '../auth/require-service-role.ts';
import { createServiceClient } from '../clients.ts';
import { defineJsonFunction } from '../http/define-handler.ts';
import { jobInput } from '../jobs/job-input.ts';

export const runRetention = defineJsonFunction({
  name: 'run-retention',
  input: jobInput,
  async handle(input, { request, deps }) {
    requireServiceRole(request, deps);
    const { data, error } = await createServiceClient(deps).rpc('run_retention', {
      run_id: input.requestId,
    });
    if (error) throw new Error(`Could not run retention: ${error.message}`);
    return { erased: data };
  },
});
