// A campaign's recipients and what became of each mail, as CSV (docs/behaviour/staff-app.md#the-campaigns-tab):
// read with the staff member's own session (RLS decides) in keyset pages, written page by page in
// the staff app's CSV conventions (supabase/functions/_shared/csv.ts: a BOM for Excel, formulas
// neutralised). Times on Riyadh's clock, as the app shows them. Test sends are not recipients.
import { CSV_BOM, csvLine } from '../../../../supabase/functions/_shared/csv.ts';
import {
  CAMPAIGN_OUTCOME_LABELS,
  type CampaignOutcome,
} from '../../../../supabase/functions/_shared/domain/campaigns.ts';
import type { TypedSupabaseClient } from '../../supabase/typed-client.ts';
import { labels } from '../labels.ts';
import { formatRiyadh } from './riyadh-time.ts';

/** Rows per read. */
export const CSV_PAGE = 5_000;

export interface RecipientCsvRow {
  id: string;
  email: string;
  locale: string;
  outcome: CampaignOutcome;
  reason: string | null;
  queued_at: string;
  outcome_at: string | null;
  contacts: { first_name: string; last_name: string } | null;
}

/** The file's name, e.g. campaign-2025-12-05-3f2a9c1e.csv. */
export function campaignCsvName(campaignId: string, now: Date): string {
  return `campaign-${now.toISOString().slice(0, 10)}-${campaignId.slice(0, 8)}.csv`;
}

/** One recipient's line. */
export function recipientCsvLine(row: RecipientCsvRow): string {
  const words = labels.campaigns;
  return csvLine([
    row.email,
    row.contacts ? `${row.contacts.first_name} ${row.contacts.last_name}`.trim() : '',
    row.locale === 'ar' ? words.languageName.ar : words.languageName.en,
    CAMPAIGN_OUTCOME_LABELS[row.outcome],
    row.reason ?? '',
    formatRiyadh(row.queued_at),
    row.outcome_at ? formatRiyadh(row.outcome_at) : '',
  ]);
}

/** The CSV in chunks: BOM and header, then a chunk per page; a failed read throws. */
export async function* campaignRecipientsCsv(
  supabase: TypedSupabaseClient,
  campaignId: string,
  pageSize = CSV_PAGE,
): AsyncGenerator<string> {
  yield CSV_BOM + csvLine(labels.campaigns.csvHeader);
  let after: string | null = null;
  for (;;) {
    let request = supabase
      .from('campaign_recipients')
      .select(
        'id, email, locale, outcome, reason, queued_at, outcome_at, contacts(first_name, last_name)',
      )
      .eq('campaign_id', campaignId)
      .eq('test', false)
      .order('id');
    if (after) request = request.gt('id', after);
    const { data, error } = await request.limit(pageSize);
    if (error) throw new Error(error.message);
    if (data.length === 0) return;
    yield data.map((row) => recipientCsvLine(row as RecipientCsvRow)).join('');
    if (data.length < pageSize) return;
    after = data[data.length - 1]!.id;
  }
}
