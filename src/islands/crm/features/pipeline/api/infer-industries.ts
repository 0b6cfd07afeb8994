import { crmClient } from '../../../api/client.ts';
import { labels } from '~/lib/crm/labels.ts';

/** Runs the infer-contact-industries function; resolves with the message it reports. */
export async function inferIndustries(): Promise<string> {
  const supabase = await crmClient();
  const { data, error } = await supabase.functions.invoke<{ message?: string }>(
    'infer-contact-industries',
    { body: {} },
  );
  if (error) throw error;
  return data?.message ?? labels.pipeline.industriesUpdated;
}
