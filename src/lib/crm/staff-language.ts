/**
 * The staff app's language (docs/behaviour/staff-app.md#language): English or Arabic, chosen by
 * each staff member and kept on their profile (profiles.staff_language, written only through
 * set_staff_language), with Western digits unless they chose Arabic-Indic ones. Until they choose,
 * the browser's Accept-Language decides, and that first choice is stored.
 *
 * The page is served in the language (src/pages/crm/*.astro read the profile), and the island
 * calls `applyStaffLocale` before its first render: for Arabic it fetches the Arabic words (so
 * English staff never download them) and swaps them in place of the English ones. Everything that
 * shows a word reads it when it shows it (tests/unit/lint/staff-app-language.test.ts).
 */
import type { Digits } from '../../../supabase/functions/_shared/i18n/format-date.ts';
import {
  SITE_LOCALES,
  type SiteLocale,
} from '../../../supabase/functions/_shared/i18n/site-locale.ts';
import { chooseLabels, englishLabels, type CrmLabels } from './labels.ts';
import type { arValueLabels } from './value-labels-ar.ts';
import { chooseValueLabels, englishValueLabels, type ValueLabels } from './value-labels.ts';

export type StaffLanguage = SiteLocale;
export type StaffDigits = Digits;

export interface StaffLocale {
  language: StaffLanguage;
  digits: StaffDigits;
}

export const ENGLISH: StaffLocale = { language: 'en', digits: 'latn' };

let current: StaffLocale = ENGLISH;

/** The language the staff app shows now. */
export function staffLocale(): StaffLocale {
  return current;
}

/** The reading direction of a staff language. */
export function directionOf(language: StaffLanguage): 'ltr' | 'rtl' {
  return language === 'ar' ? 'rtl' : 'ltr';
}

/**
 * The language a browser asks for first among the staff app's, by its Accept-Language header
 * (quality values honoured, `ar-SA` counts as `ar`); English when it names neither.
 */
export function languageFromAcceptLanguage(header: string | null | undefined): StaffLanguage {
  const wanted = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { base: tag.trim().toLowerCase().split('-')[0] ?? '', q: q ? Number(q) : 1, index };
    })
    .filter((entry) => entry.q > 0 && entry.base !== '')
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { base } of wanted) {
    const known = SITE_LOCALES.find((locale) => locale === base);
    if (known) return known;
  }
  return 'en';
}

/** A stored choice as the app uses it: digits other than Western only in Arabic. */
export function staffLocaleOf(language: StaffLanguage, digits: StaffDigits): StaffLocale {
  return { language, digits: language === 'ar' ? digits : 'latn' };
}

/** A language's words for the staff app, fetched only when that language is asked for. */
export async function loadStaffLabels(language: StaffLanguage): Promise<CrmLabels> {
  if (language === 'en') return englishLabels;
  return (await import('./labels-ar.ts')).ar;
}

/** An industry's name by id, in the page's language (the server reads them from the content). */
export type IndustryNames = Readonly<Record<string, string>>;

/** The Arabic value names in the accessor's shape; the industries' names come from the content. */
function arabicValueLabels(
  arabic: typeof arValueLabels,
  industries: IndustryNames | undefined,
): ValueLabels {
  const stages = Object.entries(arabic.pipelineStages);
  return {
    stage: Object.fromEntries(
      stages.map(([id, stage]) => [id, stage.label]),
    ) as ValueLabels['stage'],
    stageDescription: Object.fromEntries(
      stages.map(([id, stage]) => [id, stage.description]),
    ) as ValueLabels['stageDescription'],
    leadType: arabic.leadTypes,
    industry: { ...englishValueLabels.industry, ...industries },
    requestStatus: arabic.requestStatuses,
    eventType: arabic.eventTypes,
    campaignStatus: arabic.campaignStatuses,
    campaignOutcome: arabic.campaignOutcomes,
    seniority: arabic.seniority,
  };
}

/**
 * Shows the staff app in `locale` from now on: its words, the value lists' names and the formats
 * of dates and numbers. Called before the app's first render; English needs no download.
 * `industries` are the industries' names in that language, which the page sends (they are written
 * in the content files, content/resources/industries).
 */
export async function applyStaffLocale(
  locale: StaffLocale,
  industries?: IndustryNames,
): Promise<void> {
  if (locale.language === 'en') {
    chooseLabels(englishLabels);
    chooseValueLabels(englishValueLabels);
  } else {
    const [words, values] = await Promise.all([
      loadStaffLabels(locale.language),
      import('./value-labels-ar.ts').then((m) => m.arValueLabels),
    ]);
    chooseLabels(words);
    chooseValueLabels(arabicValueLabels(values, industries));
  }
  current = locale;
}
