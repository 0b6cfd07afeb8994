import { crmClient } from '../../../api/client.ts';

/** The signed-in staff member's address, where a test send goes. */
export async function readOwnEmail(): Promise<string> {
  const supabase = await crmClient();
  const { data } = await supabase.auth.getSession();
  return data.session?.user.email ?? '';
}
