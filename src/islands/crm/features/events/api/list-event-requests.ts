import { crmClient } from '../../../api/client.ts';
import type { EventRequestRow } from '../../../stores/live.ts';

/** Every forum and dinner invitation request, newest first. */
export async function listEventRequests(): Promise<EventRequestRow[]> {
  const supabase = await crmClient();
  const { data, error } = await supabase
    .from('event_requests')
    .select('*')
    .order('created_at', { ascending: false })
    .limit(5000);
  if (error) throw error;
  return data;
}
