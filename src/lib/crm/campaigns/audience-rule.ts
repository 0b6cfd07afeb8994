// A campaign's audience (docs/behaviour/staff-app.md#the-campaigns-tab): the Audience panel's
// choices as the rule campaign_audience and queue_campaign read (supabase/migrations/…_campaigns.sql,
// private.campaign_rule_problem), and a saved rule back as the panel's choices. An empty choice
// leaves its key out, so it narrows nothing; the keys present must all hold. Pure, table-tested
// (tests/unit/crm/campaign-audience-rule.test.ts) and pinned to the SQL's checks
// (tests/integration/database/campaign-audience-rule.test.ts).
import {
  INDUSTRIES,
  isIndustryId,
  isLeadType,
  isPipelineStage,
  LEAD_TYPE_IDS,
  PIPELINE_STAGE_IDS,
  type IndustryId,
  type LeadType,
  type PipelineStage,
} from '../domain.ts';
import {
  SITE_LOCALES,
  type SiteLocale,
} from '../../../../supabase/functions/_shared/i18n/site-locale.ts';

/** Member or not: either, members only, or everyone who is not a member. */
export const MEMBER_CHOICES = ['any', 'members', 'non_members'] as const;
export type MemberChoice = (typeof MEMBER_CHOICES)[number];

/** What the Audience panel holds. */
export interface AudienceForm {
  stages: readonly PipelineStage[];
  leadTypes: readonly LeadType[];
  industries: readonly IndustryId[];
  languages: readonly SiteLocale[];
  member: MemberChoice;
  /** An event's slug, or '' for any. */
  invitedTo: string;
  attended: string;
  /** A day in Riyadh (YYYY-MM-DD), or '' for any. */
  signedUpAfter: string;
}

/** The rule as the database reads it (every key optional). */
export interface AudienceRule {
  stages?: PipelineStage[];
  lead_types?: LeadType[];
  industries?: IndustryId[];
  languages?: SiteLocale[];
  member?: boolean;
  invited_to?: string;
  attended?: string;
  signed_up_after?: string;
}

export const EMPTY_AUDIENCE: AudienceForm = {
  stages: [],
  leadTypes: [],
  industries: [],
  languages: [],
  member: 'any',
  invitedTo: '',
  attended: '',
  signedUpAfter: '',
};

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written YYYY-MM-DD. */
export function isDay(text: string): boolean {
  if (!DAY.test(text)) return false;
  const day = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(text);
}

function isSiteLocale(value: unknown): value is SiteLocale {
  return SITE_LOCALES.some((locale) => locale === value);
}

/** Each value once, in the order of its list. */
function inOrder<T extends string>(chosen: readonly T[], order: readonly T[]): T[] {
  return order.filter((value) => chosen.includes(value));
}

/**
 * The rule for the panel's choices. A choice the database would refuse (a date half typed, a slug
 * that is not one) is left out rather than sent: `audienceProblems` names it to staff.
 */
export function audienceRule(form: AudienceForm): AudienceRule {
  const rule: AudienceRule = {};
  const stages = inOrder(form.stages, PIPELINE_STAGE_IDS);
  const leadTypes = inOrder(form.leadTypes, LEAD_TYPE_IDS);
  const industries = inOrder(
    form.industries,
    INDUSTRIES.map((industry) => industry.id),
  );
  const languages = inOrder(form.languages, SITE_LOCALES);
  if (stages.length) rule.stages = stages;
  if (leadTypes.length) rule.lead_types = leadTypes;
  if (industries.length) rule.industries = industries;
  if (languages.length) rule.languages = languages;
  if (form.member !== 'any') rule.member = form.member === 'members';
  if (SLUG.test(form.invitedTo)) rule.invited_to = form.invitedTo;
  if (SLUG.test(form.attended)) rule.attended = form.attended;
  if (isDay(form.signedUpAfter)) rule.signed_up_after = form.signedUpAfter;
  return rule;
}

/** The keys of the panel a staff member typed something unusable into. */
export function audienceProblems(form: AudienceForm): 'signedUpAfter'[] {
  return form.signedUpAfter !== '' && !isDay(form.signedUpAfter) ? ['signedUpAfter'] : [];
}

function listOf<T>(value: unknown, guard: (item: unknown) => item is T): T[] {
  return Array.isArray(value) ? value.filter(guard) : [];
}

function text(value: unknown, pattern: RegExp): string {
  return typeof value === 'string' && pattern.test(value) ? value : '';
}

/** A saved rule (JSON from the database) as the panel's choices; what it cannot read is left out. */
export function audienceFormOf(rule: unknown): AudienceForm {
  if (!rule || typeof rule !== 'object' || Array.isArray(rule)) return EMPTY_AUDIENCE;
  const saved = rule as Record<string, unknown>;
  return {
    stages: listOf(saved['stages'], isPipelineStage),
    leadTypes: listOf(saved['lead_types'], isLeadType),
    industries: listOf(saved['industries'], isIndustryId),
    languages: listOf(saved['languages'], isSiteLocale),
    member:
      saved['member'] === true ? 'members' : saved['member'] === false ? 'non_members' : 'any',
    invitedTo: text(saved['invited_to'], SLUG),
    attended: text(saved['attended'], SLUG),
    signedUpAfter: text(saved['signed_up_after'], DAY),
  };
}

/** Whether two rules say the same, whatever the order of their keys. */
export function sameRule(a: AudienceRule, b: AudienceRule): boolean {
  const canonical = (rule: AudienceRule) =>
    JSON.stringify(Object.fromEntries(Object.entries(rule).sort(([x], [y]) => (x < y ? -1 : 1))));
  return canonical(a) === canonical(b);
}
