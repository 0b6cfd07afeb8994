// The campaign value lists (issue 43; supabase/migrations/…_campaigns.sql): where a campaign is and
// what became of each recipient's mail. The ids are the SQL domains as `npm run gen:types` reads
// them; tests/integration/database/value-lists.test.ts pins them.
import { Constants, type Database } from '../database.types.ts';

type Enums = Database['public']['Enums'];
export type CampaignStatus = Enums['campaign_status'];
export type CampaignOutcome = Enums['campaign_outcome'];

export const CAMPAIGN_STATUSES = Constants.public.Enums.campaign_status;
export const CAMPAIGN_OUTCOMES = Constants.public.Enums.campaign_outcome;

/** How each status is named to staff. */
export const CAMPAIGN_STATUS_LABELS = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  sending: 'Sending',
  paused: 'Paused',
  sent: 'Sent',
  cancelled: 'Cancelled',
} as const satisfies Record<CampaignStatus, string>;

/** How each outcome is named to staff. */
export const CAMPAIGN_OUTCOME_LABELS = {
  queued: 'Queued',
  sent: 'Sent',
  failed: 'Failed',
  skipped_unsubscribed: 'Skipped: unsubscribed',
  cancelled: 'Cancelled',
} as const satisfies Record<CampaignOutcome, string>;
