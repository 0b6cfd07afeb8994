// The All table's industry, status and attendance cells in the staff app's language
// (docs/behaviour/staff-app.md#language). The view crm_all_rows writes industry and status in
// English, as the CSV export keeps them and as its search and sort read them; the table shows
// them in the staff member's language: each English name back to its value, then that value's
// name. What is not a known name (an event's title after a guest's status) is shown as stored.
import { labels } from './labels.ts';
import { formatCount } from './staff-format.ts';
import { staffLocale } from './staff-language.ts';
import { englishValueLabels, valueLabel, type ValueList } from './value-labels.ts';

/** The value an English name stands for in `list`, if it is one of its names. */
function valueNamed(list: ValueList, name: string): string | undefined {
  const names: Readonly<Record<string, string>> = englishValueLabels[list];
  return Object.keys(names).find((value) => names[value] === name);
}

/** An industry cell: 'Financial Services' → its name in the app's language. */
export function shownIndustry(name: string): string {
  const value = valueNamed('industry', name);
  return value === undefined ? name : valueLabel('industry', value);
}

/** A status without its bracket: a stage, a request status, or how a guest came. */
function shownStatusName(name: string): string {
  if (name === 'Walk-in') return labels.all.walkIn;
  if (name === 'Invited without a request') return labels.all.invitedWithoutARequest;
  for (const list of ['stage', 'requestStatus'] as const) {
    const value = valueNamed(list, name);
    if (value !== undefined) return valueLabel(list, value);
  }
  return name;
}

/**
 * A status cell: 'Closed Won', 'Pending Review (dinner)' or 'Walk-in (<event title>)'; in
 * Arabic each part in Arabic (the event type's name; an event's title as stored).
 */
export function shownStatus(status: string): string {
  // In English, as the database wrote it (the event type in its bracket as stored: 'dinner').
  if (staffLocale().language === 'en') return status;
  const bracket = /^(.*) \((.+)\)$/.exec(status);
  if (!bracket) return shownStatusName(status);
  const [, name = '', detail = ''] = bracket;
  return `${shownStatusName(name)} (${valueLabel('eventType', detail)})`;
}

/** An attendance cell: '1 of 2' in the app's language, '' when never invited. */
export function shownAttendance(row: { attended: number; invited: number }): string {
  return row.invited > 0
    ? labels.all.attendedOf(formatCount(row.attended), formatCount(row.invited))
    : '';
}
