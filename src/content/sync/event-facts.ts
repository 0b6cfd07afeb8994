// The facts of each content event that the database keeps (public.events, written by
// sync_events): read from content/events/<slug>.md with the collection's own schema
// (src/content/collections/events.ts), so the rows say what the pages say. Runs in plain Node:
// the embedded backend at start, and `npm run events:sync` for a hosted project.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'astro/zod';
import type { SchemaContext } from 'astro:content';
import { parse } from 'yaml';
import type { Tables } from '../../../supabase/functions/_shared/database.types.ts';
import { isLocalizedPair, type Localized } from '../../lib/i18n/localized.ts';
import { eventSchema } from '../schemas/event.ts';

/** One row of public.events as sync_events takes it: every fact, none of the sync's own columns. */
export type EventFactsRow = Omit<Tables<'events'>, 'id' | 'removed_at' | 'synced_at'>;

/** The collection's file pattern: `<slug>.md`, not a translation's `<slug>.<lang>.md`. */
const EVENT_FILE = /^[^.]+\.md$/;
const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---/;

// Images are checked by the build (Astro's image()); the facts need none, so here a picture's
// path is taken as written.
const schema = eventSchema({ image: () => z.string() } as unknown as SchemaContext);

const english = (value: Localized): string =>
  isLocalizedPair(value) ? value.en : (value as string);
const arabic = (value: Localized): string | null =>
  isLocalizedPair(value) ? (value.ar ?? null) : null;

/** An event file that does not parse, named with what is wrong, as the build would refuse it. */
export class EventFileError extends Error {}

/** The facts of one event file's front matter; throws EventFileError when the schema refuses it. */
export function eventFactsOf(slug: string, fileText: string, file = `${slug}.md`): EventFactsRow {
  const block = FRONT_MATTER.exec(fileText)?.[1];
  if (block === undefined) throw new EventFileError(`${file}: no front matter between --- lines`);
  const parsed = schema.safeParse(parse(block));
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new EventFileError(`${file}: ${issues.join('; ')}`);
  }
  const event = parsed.data;
  return {
    slug,
    title_en: english(event.title),
    title_ar: arabic(event.title),
    starts_at: event.start.toISOString(),
    ends_at: event.end.toISOString(),
    venue_en: english(event.venue),
    venue_ar: arabic(event.venue),
    area_en: english(event.area),
    area_ar: arabic(event.area),
    capacity: event.capacity ?? null,
    auto_offer: event.autoOffer,
  };
}

/** Every event of a content folder (`<contentDir>/events/*.md`), by slug. */
export function readEventFacts(contentDir: string): EventFactsRow[] {
  const dir = path.join(contentDir, 'events');
  return readdirSync(dir)
    .filter((name) => EVENT_FILE.test(name))
    .sort()
    .map((name) =>
      eventFactsOf(
        name.replace(/\.md$/, ''),
        readFileSync(path.join(dir, name), 'utf8'),
        path.join(dir, name),
      ),
    );
}
