import type { FollowUpAudience } from '~/lib/events/follow-up.ts';
import { crmClient } from '../../../api/client.ts';

export interface SentFollowUp {
  audience: FollowUpAudience;
  subject: string;
  recipient_count: number;
  sent_at: string;
}

/** The follow-ups already sent after one event (at most one per audience). */
export async function readEventFollowUps(eventSlug: string): Promise<SentFollowUp[]> {
  const supabase = await crmClient();
  const { data, error } = await supabase
    .from('event_follow_ups')
    .select('audience, subject, recipient_count, sent_at')
    .eq('event_slug', eventSlug);
  if (error) throw error;
  return data;
}
