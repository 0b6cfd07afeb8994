import { followTable, type LiveBatch } from '~/islands/shared/live/follow-table.ts';
import { crmClient } from '../../../api/client.ts';
import type { Tables } from '~functions/_shared/database.types.ts';

/**
 * Follows contact_messages as the signed-in staff member (realtime re-reads each change under
 * the subscriber's role, and anon may read no message); resolves with a function that stops.
 */
export async function followContactMessages(
  onBatch: (batch: LiveBatch<Tables<'contact_messages'>>) => void,
  onJoined: (joined: boolean) => void,
): Promise<() => void> {
  const supabase = await crmClient();
  const { data } = await supabase.auth.getSession();
  if (data.session) await supabase.realtime.setAuth(data.session.access_token);
  return followTable(supabase, { table: 'contact_messages', onBatch, onJoined });
}
