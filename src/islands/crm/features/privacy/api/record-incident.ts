import { crmClient } from '../../../api/client.ts';

export interface NewIncident {
  summary: string;
  discoveredAt: string;
  categories: string;
  peopleAffected: number | null;
  notes: string;
}

/** Records an incident; its 72-hour clock runs from the discovery time. */
export async function recordIncident(incident: NewIncident): Promise<string> {
  const supabase = await crmClient();
  const { data, error } = await supabase.rpc('record_privacy_incident', {
    summary: incident.summary,
    discovered_at: incident.discoveredAt,
    categories: incident.categories,
    notes: incident.notes,
    ...(incident.peopleAffected === null ? {} : { people_affected: incident.peopleAffected }),
  });
  if (error) throw error;
  return data;
}
