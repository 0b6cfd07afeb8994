// Changes to contacts, from this tab (a saved edit) or from the database's realtime feed (another
// browser, the public site), delivered one at a time so lists merge them by id instead of
// refetching everything.
import type { RealtimeChannel } from '@supabase/supabase-js';
import { atom } from 'nanostores';
import type { Tables } from '~/lib/database.types.ts';
import type { TypedSupabaseClient } from '~/lib/supabase/typed-client.ts';

export type ContactRow = Tables<'contacts'>;

export type ContactChange =
  { type: 'upsert'; row: ContactRow; seq: number } | { type: 'delete'; id: string; seq: number };

let seq = 0;

/** Whether the realtime feed is joined: lists changed elsewhere arrive only once it is. */
export const $liveConnected = atom(false);
export const $contactChange = atom<ContactChange | null>(null);

export function publishContactUpsert(row: ContactRow): void {
  seq += 1;
  $contactChange.set({ type: 'upsert', row, seq });
}

export function publishContactDelete(id: string): void {
  seq += 1;
  $contactChange.set({ type: 'delete', id, seq });
}

export type MembershipRequestRow = Tables<'membership_requests'>;

/** A change to one row: what the lists merge by id. */
export type RowChange<T> =
  { type: 'upsert'; row: T; seq: number } | { type: 'delete'; id: string; seq: number };

/** The latest change to a membership request (a new application, a decision elsewhere). */
export const $membershipChange = atom<RowChange<MembershipRequestRow> | null>(null);

export function publishMembershipUpsert(row: MembershipRequestRow): void {
  seq += 1;
  $membershipChange.set({ type: 'upsert', row, seq });
}

export function publishMembershipDelete(id: string): void {
  seq += 1;
  $membershipChange.set({ type: 'delete', id, seq });
}

export type EventRequestRow = Tables<'event_requests'>;

/** The latest change to an event request. */
export const $eventRequestChange = atom<RowChange<EventRequestRow> | null>(null);

/** Subscribes to contacts and membership requests; returns a function that unsubscribes. */
export function followContacts(supabase: TypedSupabaseClient): () => void {
  // One channel per table: each carries one postgres_changes binding.
  const joined = new Set<string>();
  const requests: RealtimeChannel = supabase
    .channel('crm-membership-requests')
    .on(
      'postgres_changes',
      { event: '*', schema: 'public', table: 'membership_requests' },
      (payload) => {
        if (payload.eventType === 'DELETE') {
          const id = (payload.old as Partial<MembershipRequestRow>).id;
          if (id) publishMembershipDelete(id);
        } else {
          publishMembershipUpsert(payload.new as MembershipRequestRow);
        }
      },
    )
    .subscribe((status) => {
      if (status === 'SUBSCRIBED') joined.add('requests');
      else joined.delete('requests');
      $liveConnected.set(joined.size === 2);
    });
  const events: RealtimeChannel = supabase
    .channel('crm-event-requests')
    .on(
      'postgres_changes',
      { event: '*', schema: 'public', table: 'event_requests' },
      (payload) => {
        seq += 1;
        if (payload.eventType === 'DELETE') {
          const id = (payload.old as Partial<EventRequestRow>).id;
          if (id) $eventRequestChange.set({ type: 'delete', id, seq });
        } else {
          $eventRequestChange.set({ type: 'upsert', row: payload.new as EventRequestRow, seq });
        }
      },
    )
    .subscribe();
  const contacts: RealtimeChannel = supabase
    .channel('crm-contacts')
    .on('postgres_changes', { event: '*', schema: 'public', table: 'contacts' }, (payload) => {
      if (payload.eventType === 'DELETE') {
        const id = (payload.old as Partial<ContactRow>).id;
        if (id) publishContactDelete(id);
      } else {
        publishContactUpsert(payload.new as ContactRow);
      }
    })
    .subscribe((status) => {
      if (status === 'SUBSCRIBED') joined.add('contacts');
      else joined.delete('contacts');
      $liveConnected.set(joined.size === 2);
    });
  return () => {
    $liveConnected.set(false);
    void supabase.removeChannel(requests);
    void supabase.removeChannel(events);
    void supabase.removeChannel(contacts);
  };
}
