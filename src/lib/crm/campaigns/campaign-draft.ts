// What a campaign says while staff write it (docs/behaviour/staff-app.md#the-campaigns-tab): the
// editor's fields, the row they are saved as, whether anything is unsaved, and what is missing or
// too long, field by field. The limits are the SQL checks' (FIELD_LIMITS, pinned by
// tests/integration/database/field-limits.test.ts). Pure, table-tested
// (tests/unit/crm/campaign-draft.test.ts).
import { FIELD_LIMITS } from '../../../../supabase/functions/_shared/domain/field-limits.ts';
import type { SiteLocale } from '../../../../supabase/functions/_shared/i18n/site-locale.ts';
import { labels } from '../labels.ts';
import {
  audienceFormOf,
  audienceProblems,
  audienceRule,
  sameRule,
  type AudienceForm,
  type AudienceRule,
} from './audience-rule.ts';

/** The editor's fields. */
export interface CampaignDraft {
  senderName: string;
  subject: Record<SiteLocale, string>;
  body: Record<SiteLocale, string>;
  audience: AudienceForm;
  /** The upcoming event the campaign announces (its slug), or '' for none. */
  eventSlug: string;
}

/** The columns the editor writes (the ones staff may insert and update). */
export interface CampaignDraftRow {
  sender_name: string;
  subject_en: string;
  subject_ar: string;
  body_en: string;
  body_ar: string;
  audience: AudienceRule;
  event_slug: string | null;
}

/** A field of the editor that can be wrong. */
export type DraftField =
  'senderName' | `subject.${SiteLocale}` | `body.${SiteLocale}` | 'audience.signedUpAfter';

/** The most characters each field holds, as the SQL checks say. */
export function draftLimit(field: 'senderName' | 'subject' | 'body'): number {
  return {
    senderName: FIELD_LIMITS.campaignSender,
    subject: FIELD_LIMITS.campaignSubject,
    body: FIELD_LIMITS.campaignBody,
  }[field];
}

/** The draft a saved row reads as. */
export function draftOf(row: {
  sender_name: string;
  subject_en: string;
  subject_ar: string;
  body_en: string;
  body_ar: string;
  audience: unknown;
  event_slug: string | null;
}): CampaignDraft {
  return {
    senderName: row.sender_name,
    subject: { en: row.subject_en, ar: row.subject_ar },
    body: { en: row.body_en, ar: row.body_ar },
    audience: audienceFormOf(row.audience),
    eventSlug: row.event_slug ?? '',
  };
}

/** The row a draft is saved as; the text exactly as typed, so nothing is lost on the way. */
export function draftRow(draft: CampaignDraft): CampaignDraftRow {
  return {
    sender_name: draft.senderName,
    subject_en: draft.subject.en,
    subject_ar: draft.subject.ar,
    body_en: draft.body.en,
    body_ar: draft.body.ar,
    audience: audienceRule(draft.audience),
    event_slug: draft.eventSlug === '' ? null : draft.eventSlug,
  };
}

/** Whether the draft says something its saved row does not. */
export function hasUnsavedChanges(saved: CampaignDraftRow, draft: CampaignDraft): boolean {
  const now = draftRow(draft);
  const { audience: savedRule, ...savedText } = saved;
  const { audience: nowRule, ...nowText } = now;
  return (
    !sameRule(savedRule, nowRule) ||
    (Object.keys(nowText) as (keyof typeof nowText)[]).some(
      (key) => nowText[key] !== savedText[key],
    )
  );
}

/**
 * What is wrong with the draft, by field, in staff's words. Saving needs a sender and nothing over
 * its limit; sending (`forSending`) also needs a subject and a message in both languages, as
 * queue_campaign does.
 */
export function draftProblems(
  draft: CampaignDraft,
  forSending: boolean,
): Partial<Record<DraftField, string>> {
  const words = labels.campaigns.problems;
  const problems: Partial<Record<DraftField, string>> = {};
  const sender = draft.senderName.trim();
  if (sender === '') problems.senderName = words.senderRequired;
  else if (sender.length > draftLimit('senderName'))
    problems.senderName = words.tooLong(sender.length, draftLimit('senderName'));
  for (const locale of ['en', 'ar'] as const) {
    const language = labels.campaigns.languageName[locale];
    const subject = draft.subject[locale];
    const body = draft.body[locale];
    if (subject.length > draftLimit('subject'))
      problems[`subject.${locale}`] = words.tooLong(subject.length, draftLimit('subject'));
    else if (forSending && subject.trim() === '')
      problems[`subject.${locale}`] = words.subjectRequired(language);
    if (body.length > draftLimit('body'))
      problems[`body.${locale}`] = words.tooLong(body.length, draftLimit('body'));
    else if (forSending && body.trim() === '')
      problems[`body.${locale}`] = words.bodyRequired(language);
  }
  if (audienceProblems(draft.audience).length)
    problems['audience.signedUpAfter'] = words.signedUpAfter;
  return problems;
}
