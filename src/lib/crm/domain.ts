// The CRM's value lists and the guards over them. Each list (its values and each value's name) is
// written once in supabase/functions/_shared (domain/ and industry-catalogue.ts), typed by the
// SQL domain it mirrors; the CRM reads them through here.
import {
  DEFAULT_INDUSTRY,
  INDUSTRIES,
  type IndustryId,
} from '../../../supabase/functions/_shared/industry-catalogue.ts';
import { CONTACT_SOURCES } from '../../../supabase/functions/_shared/domain/contact-sources.ts';
import {
  DEFAULT_LEAD_TYPE,
  LEAD_TYPE_IDS,
  LEAD_TYPES,
  type LeadType,
} from '../../../supabase/functions/_shared/domain/lead-types.ts';
import {
  DEFAULT_STAGE,
  PIPELINE_STAGE_IDS,
  PIPELINE_STAGES,
  type PipelineStage,
} from '../../../supabase/functions/_shared/domain/pipeline-stages.ts';
import {
  REQUEST_STATUSES,
  type RequestStatus,
} from '../../../supabase/functions/_shared/domain/request-statuses.ts';
import { labels } from './labels.ts';
import { valueLabel } from './value-labels.ts';

export {
  CONTACT_SOURCES,
  DEFAULT_INDUSTRY,
  DEFAULT_LEAD_TYPE,
  DEFAULT_STAGE,
  INDUSTRIES,
  LEAD_TYPE_IDS,
  LEAD_TYPES,
  PIPELINE_STAGE_IDS,
  PIPELINE_STAGES,
  REQUEST_STATUSES,
  type IndustryId,
  type LeadType,
  type PipelineStage,
  type RequestStatus,
};

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

/** A stage's name in the staff app's language (src/lib/crm/value-labels.ts). */
export function stageLabel(stage: string): string {
  return valueLabel('stage', stage);
}

/** A lead type's name in the staff app's language. */
export function leadTypeLabel(type: string): string {
  return valueLabel('leadType', type);
}

/** An industry's name in the staff app's language; none or an unknown one reads 'No industry'. */
export function industryLabel(industry: string | null): string {
  return isIndustryId(industry) ? valueLabel('industry', industry) : labels.common.noIndustry;
}
