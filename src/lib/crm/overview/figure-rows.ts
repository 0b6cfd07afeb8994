// The Overview's numbers that open their rows through the database (public.overview_rows of
// 20251204400000_overview_figure_rows.sql and 20251204410000_request_sources.sql): each figure's name as SQL knows it. The integration
// test tests/integration/database/overview-figures.test.ts asks SQL for every name here.
import type { Period } from './period.ts';

export const OVERVIEW_ROW_FIGURES = [
  /** New leads of the period that reached a stage (or a later one), or stopped there. */
  'reached',
  'furthest',
  /** Contacts whose stay in a stage ended in the period. */
  'stayed',
  /** New leads of a lead type or an industry, and those of them that reached Closed Won. */
  'leads_by_lead_type',
  'won_by_lead_type',
  'leads_by_industry',
  'won_by_industry',
  /** Requests received in the period from a source, and those of them decided. */
  'received',
  'decided',
] as const;
export type OverviewRowFigure = (typeof OVERVIEW_ROW_FIGURES)[number];

/** One number's rows: the figure, its row's value (a stage, a lead type…; null: none), the period. */
export interface FigureRows {
  name: OverviewRowFigure;
  value: string | null;
  period: Period;
}

export function isOverviewRowFigure(name: string): name is OverviewRowFigure {
  return (OVERVIEW_ROW_FIGURES as readonly string[]).includes(name);
}
