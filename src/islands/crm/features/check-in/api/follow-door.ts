import { followTable, type LiveBatch } from '~/islands/shared/live/follow-table.ts';
import type { Tables } from '~functions/_shared/database.types.ts';
import { crmClient } from '../../../api/client.ts';

export interface DoorFeed {
  onInvitations: (batch: LiveBatch<Tables<'invitations'>>) => void;
  onCheckIns: (batch: LiveBatch<Tables<'check_ins'>>) => void;
  onJoined: (joined: boolean) => void;
}

/**
 * Follows the event's invitations and every check-in (a check-in row names no event; the list
 * ignores other events' ids) as the signed-in staff member; resolves with a function that stops.
 */
export async function followDoor(eventSlug: string, feed: DoorFeed): Promise<() => void> {
  const supabase = await crmClient();
  const { data } = await supabase.auth.getSession();
  if (data.session) await supabase.realtime.setAuth(data.session.access_token);
  const joined = { invitations: false, check_ins: false };
  const report = (table: keyof typeof joined) => (isJoined: boolean) => {
    joined[table] = isJoined;
    feed.onJoined(joined.invitations && joined.check_ins);
  };
  const stops = [
    followTable(supabase, {
      table: 'invitations',
      filter: `event_slug=eq.${eventSlug}`,
      onBatch: feed.onInvitations,
      onJoined: report('invitations'),
    }),
    followTable(supabase, {
      table: 'check_ins',
      onBatch: feed.onCheckIns,
      onJoined: report('check_ins'),
    }),
  ];
  return () => stops.forEach((stop) => stop());
}
