import { z } from '~/lib/validation/zod-mini.ts';
import { loadSupabase, REQUEST_TIMEOUT_MS } from '../../../../shared/api/supabase.ts';

/** What an announcement's link fills in for its recipient; the visitor may change any of it. */
export interface CampaignPrefill {
  name: string;
  email: string;
  company: string;
}

const answer = z.object({
  event_slug: z.string(),
  name: z.string(),
  email: z.string(),
  company: z.string(),
});

/**
 * Trades the token of a campaign's announcement link for its recipient's name, address and
 * company (campaign_request_prefill, docs/behaviour/campaigns.md#event-announcements). Answers
 * null when the token names nobody, has expired or is for another event than `slug`, and
 * 'unavailable' when the backend could not be asked (the request still carries the token: the
 * database decides what it counts for).
 */
export async function readCampaignPrefill(
  token: string,
  slug: string,
): Promise<CampaignPrefill | null | 'unavailable'> {
  try {
    const supabase = await loadSupabase();
    const { data, error } = await supabase
      .rpc('campaign_request_prefill', { token })
      .abortSignal(AbortSignal.timeout(REQUEST_TIMEOUT_MS));
    if (error) {
      console.warn('The announcement link could not be read', error.code);
      return 'unavailable';
    }
    const prefill = answer.safeParse(data);
    if (!prefill.success || prefill.data.event_slug !== slug) return null;
    const { name, email, company } = prefill.data;
    return { name, email, company };
  } catch (error) {
    console.warn('The announcement link could not be read', error);
    return 'unavailable';
  }
}
