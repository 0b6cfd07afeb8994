// On every start, the embedded backend writes the content events into public.events
// (supabase/migrations/20251201000000_events_from_content.sql), before any job runs: an event
// added, changed or removed as a content file is what approvals, reminders and seat offers read.
import path from 'node:path';
import { readEventFacts } from '../../../src/content/sync/event-facts.ts';
import type { Database } from '../db/types.ts';
import { PROJECT_ROOT } from '../db/project-paths.ts';
import type { Logger } from '../server/log.ts';

export interface EventSyncCounts {
  added: number;
  changed: number;
  removed: number;
  unchanged: number;
}

export const DEFAULT_CONTENT_DIR = path.join(PROJECT_ROOT, 'content');

/** Reads `<contentDir>/events` and syncs it; a file the schema refuses stops the start. */
export async function syncContentEvents(
  db: Database,
  contentDir: string,
  log: Logger,
): Promise<EventSyncCounts> {
  const events = readEventFacts(contentDir);
  const { rows } = await db.query<{ counts: EventSyncCounts }>(
    'select private.sync_events($1::jsonb) as counts',
    [JSON.stringify(events)],
  );
  const counts = rows[0]!.counts;
  if (counts.added + counts.changed + counts.removed > 0) {
    log('info', 'Events synced from content', { contentDir, ...counts });
  }
  return counts;
}
