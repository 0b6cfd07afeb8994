// Why an erasure is refused while the person is confirmed for an upcoming event, in the same words
// for staff and for the member closing their own account (docs/privacy/export-and-erasure.md#erasure).
import type { FunctionsClient } from '../types.ts';

export interface ErasureBlocker {
  guest_name: string;
  event_slug: string;
  starts_at: string;
  time_zone: string;
}

/**
 * "Layla Karim is confirmed for An Evening with 180 Studios on 24 June 2025"; the event's title
 * from public.events, or its slug when no content file has it.
 */
export function refusalReason(blocker: ErasureBlocker, eventTitle: string | null): string {
  const title = eventTitle ?? blocker.event_slug;
  let date: string;
  try {
    date = new Intl.DateTimeFormat('en-GB', {
      dateStyle: 'long',
      timeZone: blocker.time_zone,
    }).format(new Date(blocker.starts_at));
  } catch {
    date = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'Asia/Riyadh' }).format(
      new Date(blocker.starts_at),
    );
  }
  return `${blocker.guest_name} is confirmed for ${title} on ${date}`;
}

/** The refusal for the first blocker, with its event's title read through `client`; null when none. */
export async function firstRefusal(
  client: FunctionsClient,
  blockers: readonly ErasureBlocker[] | null,
): Promise<string | null> {
  const first = blockers?.[0];
  if (!first) return null;
  const { data: event } = await client
    .from('events')
    .select('title_en')
    .eq('slug', first.event_slug)
    .maybeSingle();
  return refusalReason(first, event?.title_en ?? null);
}
