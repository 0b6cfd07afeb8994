// The join and invitation forms store the chosen role's value ('investor') in a request's title
// (docs/behaviour/submissions.md#roles); staff read the role's label from the forms' own list.
import { ROLE_OPTIONS } from '../submissions/roles.ts';
import { labels } from './labels.ts';

const LABEL_BY_ROLE: ReadonlyMap<string, string> = new Map(
  ROLE_OPTIONS.map((option) => [option.value, option.label]),
);

/**
 * A title as staff read it: a role value from the public forms becomes its label ('investor' →
 * 'Investor'); any other title (typed by hand, e.g. 'Chief Executive') is shown as it is.
 */
export function shownTitle(title: string | null | undefined): string {
  const text = title?.trim() ?? '';
  return LABEL_BY_ROLE.get(text) ?? text;
}

/** A request's "Title · Company" line: what of the two it gives, or the words for neither. */
export function titleAndCompany(
  title: string | null | undefined,
  company: string | null | undefined,
): string {
  return (
    [shownTitle(title), company].filter(Boolean).join(' · ') || labels.common.noTitleOrCompanyGiven
  );
}
