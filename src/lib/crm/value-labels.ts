/**
 * The names of the value lists the staff app shows (stages, lead types, industries, request
 * statuses, event types), in the staff app's language: one accessor, `valueLabel`. The lists and
 * their English names are written once in supabase/functions/_shared (domain/ and
 * industry-catalogue.ts, pinned to SQL); the Arabic names are src/lib/crm/value-labels-ar.ts,
 * swapped in by src/lib/crm/staff-language.ts before the app's first render.
 */
import {
  INDUSTRIES,
  type IndustryId,
} from '../../../supabase/functions/_shared/industry-catalogue.ts';
import {
  EVENT_TYPE_TEXT,
  type EventType,
} from '../../../supabase/functions/_shared/domain/event-types.ts';
import {
  LEAD_TYPE_LABELS,
  type LeadType,
} from '../../../supabase/functions/_shared/domain/lead-types.ts';
import {
  PIPELINE_STAGES,
  type PipelineStage,
} from '../../../supabase/functions/_shared/domain/pipeline-stages.ts';
import type { Seniority } from './guest-mix.ts';
import {
  CAMPAIGN_OUTCOME_LABELS,
  CAMPAIGN_STATUS_LABELS,
  type CampaignOutcome,
  type CampaignStatus,
} from '../../../supabase/functions/_shared/domain/campaigns.ts';
import {
  REQUEST_STATUS_LABELS,
  type RequestStatus,
} from '../../../supabase/functions/_shared/domain/request-statuses.ts';

/** Each list's name for each of its values, in one language. */
export interface ValueLabels {
  stage: Readonly<Record<PipelineStage, string>>;
  stageDescription: Readonly<Record<PipelineStage, string>>;
  leadType: Readonly<Record<LeadType, string>>;
  industry: Readonly<Record<IndustryId, string>>;
  requestStatus: Readonly<Record<RequestStatus, string>>;
  eventType: Readonly<Record<EventType, string>>;
  campaignStatus: Readonly<Record<CampaignStatus, string>>;
  campaignOutcome: Readonly<Record<CampaignOutcome, string>>;
  /**
   * The guest mix's seniority levels (src/lib/crm/guest-mix.ts), whose English names are also
   * their keys: English needs no entry, a name not listed reads as itself.
   */
  seniority: Readonly<Partial<Record<Seniority, string>>>;
}

export type ValueList = keyof ValueLabels;

export const englishValueLabels: ValueLabels = {
  stage: Object.fromEntries(PIPELINE_STAGES.map((s) => [s.id, s.label])) as Record<
    PipelineStage,
    string
  >,
  stageDescription: Object.fromEntries(PIPELINE_STAGES.map((s) => [s.id, s.description])) as Record<
    PipelineStage,
    string
  >,
  leadType: LEAD_TYPE_LABELS,
  industry: Object.fromEntries(INDUSTRIES.map((i) => [i.id, i.name])) as Record<IndustryId, string>,
  requestStatus: REQUEST_STATUS_LABELS,
  eventType: Object.fromEntries(
    Object.entries(EVENT_TYPE_TEXT).map(([id, text]) => [id, text.label]),
  ) as Record<EventType, string>,
  campaignStatus: CAMPAIGN_STATUS_LABELS,
  campaignOutcome: CAMPAIGN_OUTCOME_LABELS,
  seniority: {},
};

let chosen: ValueLabels = englishValueLabels;

/** Swaps the names in (src/lib/crm/staff-language.ts, before the app's first render). */
export function chooseValueLabels(next: ValueLabels): void {
  chosen = next;
}

/** A value's name in the staff app's language; a value the list does not know reads as itself. */
export function valueLabel(list: ValueList, value: string): string {
  const names: Readonly<Record<string, string>> = chosen[list];
  return Object.hasOwn(names, value) ? names[value]! : value;
}

/** A value's English name, whatever the app shows: what the database's own labels say (crm_all_rows). */
export function englishValueLabel(list: ValueList, value: string): string {
  const names: Readonly<Record<string, string>> = englishValueLabels[list];
  return Object.hasOwn(names, value) ? names[value]! : value;
}

/** A list's values with their names, in the list's order, for a select or a legend. */
export function valueOptions<L extends ValueList>(
  list: L,
): { id: keyof ValueLabels[L] & string; label: string }[] {
  return Object.keys(englishValueLabels[list]).map((id) => ({
    id: id as keyof ValueLabels[L] & string,
    label: valueLabel(list, id),
  }));
}
