import type { Database } from '~functions/_shared/database.types.ts';
import type { Period } from '~/lib/crm/overview/period.ts';
import { crmClient } from '../../../api/client.ts';

export type NewsletterWeekRow =
  Database['public']['Functions']['overview_newsletter_weekly']['Returns'][number];

/** Newsletter consents given and withdrawn per week, and the list's size at each week's end. */
export async function readNewsletterWeekly(period: Period): Promise<NewsletterWeekRow[]> {
  const supabase = await crmClient();
  const { data, error } = await supabase.rpc('overview_newsletter_weekly', {
    p_from: period.from,
    p_to: period.to,
  });
  if (error) throw error;
  return data;
}
