// The CRM's value lists, each written once here and pinned to its SQL domain by
// tests/unit/database/industry-domain.test.ts (SQL cannot import TypeScript).
import {
  DEFAULT_INDUSTRY,
  INDUSTRIES,
  type IndustryId,
} from '../../../supabase/functions/_shared/industry-catalogue.ts';

export { DEFAULT_INDUSTRY, INDUSTRIES, type IndustryId };

/**
 * The six pipeline stages in board order (docs/behaviour/staff-app.md#pipeline-stages), with their
 * names and purpose.
 */
export const PIPELINE_STAGES = [
  {
    id: 'mql_lead',
    label: 'MQL Lead',
    description: 'Marketing qualified leads ready for initial contact',
  },
  {
    id: 'sql_qualification',
    label: 'SQL Qualification',
    description: 'Sales qualified leads under evaluation',
  },
  { id: 'sqo_discovery', label: 'SQO Discovery', description: 'Opportunities in discovery' },
  { id: 'evaluation', label: 'Evaluation', description: 'Leads actively evaluating membership' },
  { id: 'closed_won', label: 'Closed Won', description: 'Became members' },
  { id: 'closed_lost', label: 'Closed Lost', description: 'Did not proceed' },
] as const;

export type PipelineStage = (typeof PIPELINE_STAGES)[number]['id'];
export const PIPELINE_STAGE_IDS = PIPELINE_STAGES.map((stage) => stage.id);
/**
 * New leads start here, and a missing stage is read as this one
 * (docs/behaviour/staff-app.md#pipeline-stages).
 */
export const DEFAULT_STAGE: PipelineStage = 'mql_lead';

export const LEAD_TYPES = [
  { id: 'founder_executive', label: 'Founders & Executives' },
  { id: 'investor_buyer', label: 'Investors & Buyers' },
  { id: 'advisor_broker', label: 'Advisors & Brokers' },
  { id: 'other', label: 'Other' },
] as const;

export type LeadType = (typeof LEAD_TYPES)[number]['id'];
export const LEAD_TYPE_IDS = LEAD_TYPES.map((type) => type.id);
export const DEFAULT_LEAD_TYPE: LeadType = 'other';

export const REQUEST_STATUSES = [
  'pending',
  'waitlist',
  'approved',
  'rejected',
  'moved_to_pipeline',
  'account_created',
  'account_exists',
] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

export const CONTACT_SOURCES = [
  'newsletter',
  'network_request',
  'event_request',
  'contact_form',
  'manual',
] as const;

/** Heat rating runs 0 (unrated) to 5 (docs/behaviour/staff-app.md#heat-rating). */
export const MAX_HEAT = 5;

const stageIds: ReadonlySet<string> = new Set(PIPELINE_STAGE_IDS);
const leadTypeIds: ReadonlySet<string> = new Set(LEAD_TYPE_IDS);
const industryIds: ReadonlySet<string> = new Set(INDUSTRIES.map((industry) => industry.id));

export function isPipelineStage(value: unknown): value is PipelineStage {
  return typeof value === 'string' && stageIds.has(value);
}

export function isLeadType(value: unknown): value is LeadType {
  return typeof value === 'string' && leadTypeIds.has(value);
}

export function isIndustryId(value: unknown): value is IndustryId {
  return typeof value === 'string' && industryIds.has(value);
}

export function stageLabel(stage: string): string {
  return PIPELINE_STAGES.find((s) => s.id === stage)?.label ?? stage;
}

export function leadTypeLabel(type: string): string {
  return LEAD_TYPES.find((t) => t.id === type)?.label ?? type;
}

export function industryLabel(industry: string | null): string {
  return INDUSTRIES.find((i) => i.id === industry)?.name ?? 'No industry';
}
