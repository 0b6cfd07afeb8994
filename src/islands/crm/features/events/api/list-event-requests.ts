import { EVERY_ROW_PAGE_SIZE, newestFirst, readEveryRow } from '~/lib/supabase/read-every-row.ts';
import { crmClient } from '../../../api/client.ts';
import type { EventRequestRow } from '../../../stores/live.ts';

/** Every forum and dinner invitation request, newest first. */
export async function listEventRequests(): Promise<EventRequestRow[]> {
  const supabase = await crmClient();
  const rows = await readEveryRow((after) => {
    const page = supabase.from('event_requests').select('*');
    return (after === null ? page : page.gt('id', after)).order('id').limit(EVERY_ROW_PAGE_SIZE);
  });
  return newestFirst(rows);
}
