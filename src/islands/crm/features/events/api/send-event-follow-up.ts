import type { FollowUpAudience } from '~/lib/events/follow-up.ts';
import { crmClient } from '../../../api/client.ts';

/**
 * Sends an ended event's follow-up to one audience (one RPC: the record, its recipients and one
 * mail job each); answers how many guests it goes to. A second send is refused by the database.
 */
export async function sendEventFollowUp(input: {
  eventSlug: string;
  eventEndsAt: string;
  audience: FollowUpAudience;
  subject: string;
  body: string;
}): Promise<number> {
  const supabase = await crmClient();
  const { data, error } = await supabase.rpc('send_event_follow_up', {
    event_slug: input.eventSlug,
    audience: input.audience,
    subject: input.subject,
    body: input.body,
    event_ends_at: input.eventEndsAt,
  });
  if (error) throw error;
  return data;
}
