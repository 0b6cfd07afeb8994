// Sets an event's row in public.events as a sync of its content file would, for tests that need
// the event at a moment relative to now (a reminder due in 3 s, a start an hour ago). The facts
// start from the content file's (tests/support/content-events.ts); a slug no file has gets them
// from `like` under its own slug.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { EventRow } from '../../../supabase/functions/_shared/events/event-row.ts';
import { contentEvent, contentEvents } from '../../support/content-events.ts';

const FOUR_HOURS = 4 * 3_600_000;

export interface EventChanges extends Partial<Omit<EventRow, 'starts_at' | 'ends_at'>> {
  starts_at?: Date | string;
  ends_at?: Date | string;
  /** For a slug without a content file: whose facts to start from. */
  like?: string;
}

/** Writes the event (service role) and answers its row; the end follows a moved start by 4 h. */
export async function setEvent(
  service: SupabaseClient,
  slug: string,
  changes: EventChanges = {},
): Promise<EventRow> {
  const { like, starts_at, ends_at, ...rest } = changes;
  const base = contentEvents().find((event) => event.slug === slug) ?? contentEvent(like ?? slug);
  const start = starts_at === undefined ? base.starts_at : new Date(starts_at).toISOString();
  const end =
    ends_at !== undefined
      ? new Date(ends_at).toISOString()
      : starts_at !== undefined
        ? new Date(Date.parse(start) + FOUR_HOURS).toISOString()
        : base.ends_at;
  const row = { ...base, ...rest, slug, starts_at: start, ends_at: end, removed_at: null };
  const { synced_at: _synced, id: _id, ...written } = row;
  const { data, error } = await service
    .from('events')
    .upsert(written, { onConflict: 'slug' })
    .select()
    .single();
  if (error) throw new Error(`Could not set event ${slug}: ${error.message}`);
  return data as EventRow;
}
