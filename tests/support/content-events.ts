// A content event as its public.events row, read from content/ by the same reader the sync uses
// (src/content/sync/event-facts.ts), so tests never keep a copy of an event's facts.
import path from 'node:path';
import { readEventFacts } from '../../src/content/sync/event-facts.ts';
import type { EventRow } from '../../supabase/functions/_shared/events/event-row.ts';

const CONTENT_DIR = path.resolve(import.meta.dirname, '../../content');

/** Every content event, as sync_events writes it (not removed). */
export function contentEvents(): EventRow[] {
  return readEventFacts(CONTENT_DIR).map((facts) => ({
    id: `content-${facts.slug}`,
    ...facts,
    removed_at: null,
    synced_at: new Date(0).toISOString(),
  }));
}

/** One content event by slug; throws for a slug no content file has. */
export function contentEvent(slug: string): EventRow {
  const event = contentEvents().find((candidate) => candidate.slug === slug);
  if (!event) throw new Error(`No content file content/events/${slug}.md`);
  return event;
}
