// A scheduled campaign's time has come (issue 43; supabase/migrations/…_campaign_sending.sql): the
// job schedule_campaign queued, due at the campaign's time. The database fixes the audience from
// consent as it is now and queues one send-campaign-mail job per recipient, in one transaction;
// a campaign unscheduled, cancelled or already going is left as it is, so a retried run adds no
// one twice.
import { requireServiceRole } from '../auth/require-service-role.ts';
import { createServiceClient } from '../clients.ts';
import { defineJsonFunction } from '../http/define-handler.ts';
import { jobInput } from '../jobs/job-input.ts';

export const queueCampaign = defineJsonFunction({
  name: 'queue-campaign',
  input: jobInput,
  async handle(input, { request, deps }) {
    requireServiceRole(request, deps);
    const { data, error } = await createServiceClient(deps).rpc('queue_scheduled_campaign', {
      campaign_id: input.requestId,
    });
    if (error) throw new Error(`Could not queue the campaign: ${error.message}`);
    return { queued: data };
  },
});
