import type { FollowUpAudience } from '~/lib/events/follow-up.ts';
import { crmClient } from '../../../api/client.ts';

/**
 * Sends an ended event's follow-up to one audience (one RPC: the record, its recipients and one
 * mail job each); answers how many guests it goes to. The database reads the event's end and
 * refuses a send before it, and a second send.
 */
export async function sendEventFollowUp(input: {
  eventSlug: string;
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
  });
  if (error) throw error;
  return data;
}
