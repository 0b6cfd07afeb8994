import type { SupabaseClient } from '@supabase/supabase-js';

/**
 * Inserts `count` contacts with the service key, 1,000 per request, named `<tag>-<n>` so a run's
 * rows are its own. Returns their ids in insertion order.
 */
export async function seedContacts(
  service: SupabaseClient,
  count: number,
  tag: string,
): Promise<string[]> {
  const ids: string[] = [];
  for (let offset = 0; offset < count; offset += 1000) {
    const batch = Array.from({ length: Math.min(1000, count - offset) }, (_, i) => ({
      first_name: 'Read',
      last_name: `${offset + i}`,
      email: `${tag}-${offset + i}@example.com`,
      company: `Company ${(offset + i) % 97}`,
      title: 'Director',
    }));
    const { data, error } = await service.from('contacts').insert(batch).select('id');
    if (error) throw new Error(`seeding contacts failed: ${error.message}`);
    ids.push(...(data as { id: string }[]).map(({ id }) => id));
  }
  return ids;
}
