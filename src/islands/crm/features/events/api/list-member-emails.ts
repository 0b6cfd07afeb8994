import { crmClient } from '../../../api/client.ts';

/** Of these e-mails, the ones (lower-cased) that belong to an account: members, not prospects. */
export async function listMemberEmails(emails: readonly string[]): Promise<Set<string>> {
  const wanted = [...new Set(emails.map((email) => email.trim().toLowerCase()))];
  const found = new Set<string>();
  const supabase = await crmClient();
  // In batches, so the filter stays well inside a URL's length.
  for (let start = 0; start < wanted.length; start += 100) {
    const { data, error } = await supabase
      .from('profiles')
      .select('email')
      .in('email', wanted.slice(start, start + 100));
    if (error) throw error;
    for (const row of data) if (row.email) found.add(row.email.toLowerCase());
  }
  return found;
}
