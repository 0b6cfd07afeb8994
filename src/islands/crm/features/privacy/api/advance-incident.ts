import { crmClient } from '../../../api/client.ts';

/** Marks an incident notified (SDAIA told) or closed. */
export async function advanceIncident(incidentId: string, step: 'notified' | 'closed') {
  const supabase = await crmClient();
  const { error } = await supabase.rpc('advance_privacy_incident', {
    incident_id: incidentId,
    step,
  });
  if (error) throw error;
}
