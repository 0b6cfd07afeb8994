// How the Overview writes its figures: digits in the Latin numbering system, whatever the page's
// language, as the rest of the staff app does.
const whole = new Intl.NumberFormat('en-US');
const days = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

export const formatCount = (value: number) => whole.format(value);
export const formatDays = (value: number | null) => (value === null ? '—' : days.format(value));
export const formatRate = (value: number | null) =>
  value === null ? '—' : `${Math.round(value * 100)}%`;
export const formatShare = (part: number, of: number) =>
  of === 0 ? '—' : `${Math.round((part / of) * 100)}%`;

/** The chart colours (the site's palm and sand tones, apart enough to tell lines apart). */
export const CHART_COLORS = ['#1f6f5c', '#c2410c', '#6b7280', '#a16207'] as const;
