import type { AudienceRule } from '~/lib/crm/campaigns/audience-rule.ts';
import { crmClient } from '../../../api/client.ts';

export interface AudienceSample {
  contact_id: string;
  email: string;
  name: string;
  language: string;
}

export interface Audience {
  count: number;
  sample: AudienceSample[];
}

/** How many consenting contacts a rule reaches now, and the first of them by address. */
export async function readAudience(rule: AudienceRule, sampleSize = 20): Promise<Audience> {
  const supabase = await crmClient();
  const { data, error } = await supabase.rpc('campaign_audience', {
    rule: { ...rule },
    sample_size: sampleSize,
  });
  if (error) throw error;
  return data as unknown as Audience;
}
