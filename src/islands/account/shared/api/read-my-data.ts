import { loadSupabase } from '~/islands/shared/api/supabase.ts';
import { isAddressNotProven } from '~/lib/account/address-proof.ts';
import type { HeldTables } from '~/lib/account/held-data.ts';

export type MyDataRead = { proven: false } | { proven: true; tables: HeldTables };

/**
 * Everything held under the member's own address (my_personal_data: the export's rows), once
 * their session proves the address.
 */
export async function readMyData(): Promise<MyDataRead> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.rpc('my_personal_data');
  if (isAddressNotProven(error)) return { proven: false };
  if (error) throw error;
  return { proven: true, tables: data as unknown as HeldTables };
}
