import type { Database } from '~functions/_shared/database.types.ts';
import type { Period } from '~/lib/crm/overview/period.ts';
import { crmClient } from '../../../api/client.ts';

export type GuestMixRow = Database['public']['Functions']['overview_guest_mix']['Returns'][number];

/** Each event's guests of the period by industry and by seniority, and how many of each came. */
export async function readGuestMix(period: Period): Promise<GuestMixRow[]> {
  const supabase = await crmClient();
  const { data, error } = await supabase.rpc('overview_guest_mix', {
    p_from: period.from,
    p_to: period.to,
  });
  if (error) throw error;
  return data;
}
