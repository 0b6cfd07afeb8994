import { followTable } from '~/islands/shared/live/follow-table.ts';
import { crmClient } from '../../../api/client.ts';

/**
 * The tables behind the Overview's event and audience figures that the app's own live hubs do not
 * follow: calls `changed` after any change to an invitation, a check-in or a consent; resolves
 * with a function that stops.
 */
export async function followOverviewRows(changed: () => void): Promise<() => void> {
  const supabase = await crmClient();
  const stops = (['invitations', 'check_ins', 'consents'] as const).map((table) =>
    followTable(supabase, { table, onBatch: changed }),
  );
  return () => stops.forEach((stop) => stop());
}
