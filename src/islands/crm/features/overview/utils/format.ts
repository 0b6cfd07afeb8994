// How the Overview writes its figures: in the staff app's language and digits (Western unless the
// staff member chose Arabic-Indic ones), as the rest of the staff app does (src/lib/crm/staff-format.ts).
import { crmNumberFormat } from '~/lib/crm/staff-format.ts';

export const formatCount = (value: number) => crmNumberFormat().format(value);
export const formatDays = (value: number | null) =>
  value === null ? '—' : crmNumberFormat({ maximumFractionDigits: 1 }).format(value);
export const formatRate = (value: number | null) =>
  value === null
    ? '—'
    : crmNumberFormat({ style: 'percent' }).format(Math.round(value * 100) / 100);
export const formatShare = (part: number, of: number) =>
  of === 0
    ? '—'
    : crmNumberFormat({ style: 'percent' }).format(Math.round((part / of) * 100) / 100);

/** The chart colours (the site's palm and sand tones, apart enough to tell lines apart). */
export const CHART_COLORS = ['#1f6f5c', '#c2410c', '#6b7280', '#a16207'] as const;
