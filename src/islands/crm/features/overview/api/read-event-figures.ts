import type { Database } from '~functions/_shared/database.types.ts';
import type { Period } from '~/lib/crm/overview/period.ts';
import { crmClient } from '../../../api/client.ts';

export type EventFiguresRow = Database['public']['Functions']['overview_events']['Returns'][number];

/** Each event starting in the period: capacity, guests, walk-ins, no-shows, fill and show rates. */
export async function readEventFigures(period: Period): Promise<EventFiguresRow[]> {
  const supabase = await crmClient();
  const { data, error } = await supabase.rpc('overview_events', {
    p_from: period.from,
    p_to: period.to,
  });
  if (error) throw error;
  return data;
}
