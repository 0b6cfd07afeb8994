import type { StaffLocale } from '~/lib/crm/staff-language.ts';
import { crmClient } from '../../api/client.ts';

/** Stores the staff member's language (and digits) on their own profile (set_staff_language). */
export async function setStaffLanguage(locale: StaffLocale): Promise<void> {
  const supabase = await crmClient();
  const { error } = await supabase.rpc('set_staff_language', {
    language: locale.language,
    digits: locale.digits,
  });
  if (error) throw error;
}
