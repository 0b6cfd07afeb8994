import type { BoardContact } from '~/lib/crm/board.ts';
import { crmClient } from '../../../api/client.ts';

const PAGE = 1000;
const COLUMNS =
  'id, first_name, last_name, email, company, title, industry, lead_type, stage, heat_rating, created_at, has_account';

/**
 * Every contact the board shows, with whether the person has an account (consolidated_leads),
 * newest first (docs/behaviour/staff-app.md#the-board), read in pages so a large pipeline arrives
 * whole.
 */
export async function listBoardContacts(): Promise<BoardContact[]> {
  const supabase = await crmClient();
  const contacts: BoardContact[] = [];
  for (let from = 0; ; from += PAGE) {
    const { data, error } = await supabase
      .from('consolidated_leads')
      .select(COLUMNS)
      .order('created_at', { ascending: false })
      .order('id')
      .range(from, from + PAGE - 1);
    if (error) throw error;
    for (const row of data) {
      if (!row.id || !row.email || !row.created_at) continue;
      contacts.push({
        id: row.id,
        first_name: row.first_name ?? '',
        last_name: row.last_name ?? '',
        email: row.email,
        company: row.company,
        title: row.title,
        industry: row.industry,
        lead_type: row.lead_type ?? 'other',
        stage: row.stage ?? 'mql_lead',
        heat_rating: row.heat_rating ?? 0,
        created_at: row.created_at,
        has_account: row.has_account ?? false,
      });
    }
    if (data.length < PAGE) return contacts;
  }
}
