// The six pipeline stages (docs/behaviour/staff-app.md#pipeline-stages): each stage's name and
// purpose written once beside its id. The ids and their board order are the SQL domain
// public.pipeline_stage, as `npm run gen:types` reads it, so a stage added or dropped in SQL is a type
// error here; tests/integration/database/value-lists.test.ts pins this list to the database.
import { Constants, type Database } from '../database.types.ts';

export type PipelineStage = Database['public']['Enums']['pipeline_stage'];

const STAGE_TEXT = {
  mql_lead: {
    label: 'MQL Lead',
    description: 'Marketing qualified leads ready for initial contact',
  },
  sql_qualification: {
    label: 'SQL Qualification',
    description: 'Sales qualified leads under evaluation',
  },
  sqo_discovery: { label: 'SQO Discovery', description: 'Opportunities in discovery' },
  evaluation: { label: 'Evaluation', description: 'Leads actively evaluating membership' },
  closed_won: { label: 'Closed Won', description: 'Became members' },
  closed_lost: { label: 'Closed Lost', description: 'Did not proceed' },
} as const satisfies Record<PipelineStage, { label: string; description: string }>;

/** The stage ids in board order. */
export const PIPELINE_STAGE_IDS = Constants.public.Enums.pipeline_stage;

/** The stages in board order, with their names and purpose. */
export const PIPELINE_STAGES = PIPELINE_STAGE_IDS.map((id) => ({ id, ...STAGE_TEXT[id] }));

/**
 * New leads start here, and a missing stage is read as this one
 * (docs/behaviour/staff-app.md#pipeline-stages).
 */
export const DEFAULT_STAGE: PipelineStage = 'mql_lead';
