import { followTable } from '~/islands/shared/live/follow-table.ts';
import { crmClient } from '../../../api/client.ts';

/**
 * Calls `changed` after any change to the guests or their arrivals (a decline on a pass, a
 * check-in at the door, a decision here); resolves with a function that stops.
 */
export async function followEventGuests(changed: () => void): Promise<() => void> {
  const supabase = await crmClient();
  const stops = [
    followTable(supabase, { table: 'invitations', onBatch: changed }),
    followTable(supabase, { table: 'check_ins', onBatch: changed }),
  ];
  return () => stops.forEach((stop) => stop());
}
