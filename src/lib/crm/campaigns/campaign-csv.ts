// A campaign's recipients and what became of each mail, as CSV
// (docs/behaviour/staff-app.md#the-campaigns-tab): campaign_recipient_rows read with the staff
// member's own session (only staff may) in pages, written page by page in the staff app's CSV
// conventions (supabase/functions/_shared/csv.ts: a BOM for Excel, formulas neutralised). Times on
// Riyadh's clock, as the app shows them. Test sends are not recipients. Pure but for the reads;
// table-tested (tests/unit/crm/campaign-csv.test.ts).
import type { Database } from '../../../../supabase/functions/_shared/database.types.ts';
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

export type RecipientRow =
  Database['public']['Functions']['campaign_recipient_rows']['Returns'][number];

/** The file's name, e.g. campaign-2025-12-05-3f2a9c1e.csv. */
export function campaignCsvName(campaignId: string, now: Date): string {
  return `campaign-${now.toISOString().slice(0, 10)}-${campaignId.slice(0, 8)}.csv`;
}

const when = (instant: string | null) => (instant ? formatRiyadh(instant) : '');

/** One recipient's line, in the order of the header. */
export function recipientCsvLine(row: RecipientRow): string {
  const words = labels.campaigns;
  const outcome = row.outcome as CampaignOutcome;
  return csvLine([
    row.email,
    row.name,
    row.locale === 'ar' ? words.languageName.ar : words.languageName.en,
    CAMPAIGN_OUTCOME_LABELS[outcome] ?? row.outcome,
    row.reason ?? '',
    when(row.queued_at),
    when(row.outcome_at),
    when(row.requested_at),
    when(row.unsubscribed_at),
  ]);
}

/** The CSV in chunks: BOM and header, then a chunk per page; a failed read throws. */
export async function* campaignRecipientsCsv(
  supabase: TypedSupabaseClient,
  campaignId: string,
  pageSize = CSV_PAGE,
): AsyncGenerator<string> {
  yield CSV_BOM + csvLine(labels.campaigns.csvHeader);
  for (let from = 0; ; from += pageSize) {
    const { data, error } = await supabase
      .rpc('campaign_recipient_rows', { campaign_id: campaignId })
      .range(from, from + pageSize - 1);
    if (error) throw new Error(error.message);
    if (data.length === 0) return;
    yield data.map(recipientCsvLine).join('');
    if (data.length < pageSize) return;
  }
}
