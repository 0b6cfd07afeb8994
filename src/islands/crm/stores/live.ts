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
export const $contactChange = atom<ContactChange | null>(null);

export function publishContactUpsert(row: ContactRow): void {
  seq += 1;
  $contactChange.set({ type: 'upsert', row, seq });
}

export function publishContactDelete(id: string): void {
  seq += 1;
  $contactChange.set({ type: 'delete', id, seq });
}

/** Subscribes to the contacts table; returns a function that unsubscribes. */
export function followContacts(supabase: TypedSupabaseClient): () => void {
  const channel: RealtimeChannel = supabase
    .channel('crm-contacts')
    .on('postgres_changes', { event: '*', schema: 'public', table: 'contacts' }, (payload) => {
      if (payload.eventType === 'DELETE') {
        const id = (payload.old as Partial<ContactRow>).id;
        if (id) publishContactDelete(id);
      } else {
        publishContactUpsert(payload.new as ContactRow);
      }
    })
    .subscribe();
  return () => {
    void supabase.removeChannel(channel);
  };
}
