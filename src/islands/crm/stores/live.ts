// The tables the staff app keeps live (docs/architecture.md#live-changes): one hub per table that
// both the realtime feed and this tab's own saves publish to, in batches, so every list merges a
// burst of changes by id in one render.
import { atom } from 'nanostores';
import { createLiveHub, type LiveHub } from '~/islands/shared/live/live-hub.ts';
import { followTable } from '~/islands/shared/live/follow-table.ts';
import type { Tables } from '~functions/_shared/database.types.ts';
import type { TypedSupabaseClient } from '~/lib/supabase/typed-client.ts';

export type ContactRow = Tables<'contacts'>;
export type MembershipRequestRow = Tables<'membership_requests'>;
export type EventRequestRow = Tables<'event_requests'>;

export const liveContacts = createLiveHub<ContactRow>();
export const liveMembershipRequests = createLiveHub<MembershipRequestRow>();
export const liveEventRequests = createLiveHub<EventRequestRow>();

/** Whether every followed table is joined: changes made elsewhere arrive only once they are. */
export const $liveConnected = atom(false);

const FOLLOWED = ['contacts', 'membership_requests', 'event_requests'] as const;

/** Follows the staff app's tables as the signed-in staff member; returns a function that stops. */
export function followCrmTables(supabase: TypedSupabaseClient): () => void {
  const joined = new Set<string>();
  const onJoined = (table: string) => (isJoined: boolean) => {
    if (isJoined) joined.add(table);
    else joined.delete(table);
    $liveConnected.set(joined.size === FOLLOWED.length);
  };
  const follow = <N extends (typeof FOLLOWED)[number]>(table: N, hub: LiveHub<Tables<N>>) =>
    followTable(supabase, { table, onBatch: hub.publish, onJoined: onJoined(table) });
  const stops = [
    follow('contacts', liveContacts),
    follow('membership_requests', liveMembershipRequests),
    follow('event_requests', liveEventRequests),
  ];
  return () => {
    for (const stop of stops) stop();
    $liveConnected.set(false);
  };
}
