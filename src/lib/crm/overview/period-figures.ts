// The Overview's figures of a period as public.overview_period_figures answers them
// (20251206300000_overview_period_change.sql): each key and the figure function whose rows it
// holds. tests/integration/database/overview-figures.test.ts compares every key with its function
// asked alone, so this list and the SQL cannot drift apart.
import type { Database } from '~functions/_shared/database.types.ts';

type Functions = Database['public']['Functions'];

export const PERIOD_FIGURE_FUNCTIONS = {
  funnel: 'overview_lead_funnel',
  durations: 'overview_stage_durations',
  conversion: 'overview_conversion',
  requests: 'overview_requests_weekly',
  decisions: 'overview_decision_times',
  events: 'overview_events',
  guestMix: 'overview_guest_mix',
  newsletter: 'overview_newsletter_weekly',
} as const satisfies Record<string, keyof Functions>;

/** Each key's rows, typed as its function's own answer. */
export type PeriodFigures = {
  [
    K in keyof typeof PERIOD_FIGURE_FUNCTIONS
  ]: Functions[(typeof PERIOD_FIGURE_FUNCTIONS)[K]]['Returns'];
};
