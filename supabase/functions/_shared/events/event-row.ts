// An event as the functions read it: its public.events row (written from the content file by
// sync_events, supabase/migrations/20251201000000_events_from_content.sql), which the claim adds to
// a guest job's invitation as `event` (job_target).
import { z } from 'zod';
import type { Tables } from '../database.types.ts';
import type { SiteLocale } from '../i18n/site-locale.ts';

export type EventRow = Tables<'events'>;

export const eventRow: z.ZodType<EventRow> = z.object({
  id: z.string(),
  slug: z.string(),
  title_en: z.string(),
  title_ar: z.string().nullable(),
  starts_at: z.string(),
  ends_at: z.string(),
  venue_en: z.string(),
  venue_ar: z.string().nullable(),
  area_en: z.string(),
  area_ar: z.string().nullable(),
  capacity: z.number().int().nullable(),
  auto_offer: z.boolean(),
  removed_at: z.string().nullable(),
  synced_at: z.string(),
});

/** The event's title for a reader of `locale`: the Arabic when there is one, else the English. */
export function eventTitleIn(event: EventRow, locale: SiteLocale): string {
  return (locale === 'ar' ? event.title_ar : null) ?? event.title_en;
}

/**
 * "Venue, area" for a reader of `locale`: in Arabic (with the Arabic comma) when the content gives
 * both parts in Arabic, else in English.
 */
export function eventPlaceIn(event: EventRow, locale: SiteLocale): string {
  if (locale === 'ar' && event.venue_ar && event.area_ar)
    return `${event.venue_ar}، ${event.area_ar}`;
  return `${event.venue_en}, ${event.area_en}`;
}
