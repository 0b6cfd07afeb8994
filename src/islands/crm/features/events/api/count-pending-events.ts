import { crmClient } from '../../../api/client.ts';

/** The Events tab's badge: forum and dinner requests still pending. */
export async function countPendingEvents(): Promise<number> {
  const supabase = await crmClient();
  const { count, error } = await supabase
    .from('event_requests')
    .select('id', { count: 'exact', head: true })
    .eq('request_status', 'pending');
  if (error) throw error;
  return count ?? 0;
}
