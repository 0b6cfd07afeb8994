import type { Tables } from '~functions/_shared/database.types.ts';
import { crmClient } from '../../../api/client.ts';

export type RequestDetails =
  | { kind: 'membership'; row: Tables<'membership_requests'> }
  | { kind: 'event'; row: Tables<'event_requests'> };

/** One membership or event request, every field, for the details dialog. */
export async function fetchRequestDetails(
  kind: RequestDetails['kind'],
  id: string,
): Promise<RequestDetails> {
  const supabase = await crmClient();
  if (kind === 'membership') {
    const { data, error } = await supabase
      .from('membership_requests')
      .select('*')
      .eq('id', id)
      .single();
    if (error) throw error;
    return { kind, row: data };
  }
  const { data, error } = await supabase.from('event_requests').select('*').eq('id', id).single();
  if (error) throw error;
  return { kind, row: data };
}
