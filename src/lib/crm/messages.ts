// The staff app's two-line notices that more than one feature shows
// (docs/behaviour/staff-app.md#notices), written once.

/** The request already had the chosen status (a colleague decided the same first): nothing is
 * stored or mailed again. */
export const ALREADY_DECIDED = {
  title: 'No change',
  description: 'The request already has this status; no mail was sent again.',
} as const;

/** An extra case (docs/behaviour/staff-app.md#decisions-and-their-mails): a colleague's approval,
 * in another browser, got there first (the database lets one approval through), so this one
 * created no account and sent no mail. */
export const ALREADY_APPROVED = {
  title: 'Already approved',
  description: 'Another staff member approved this request first; no mail was sent again.',
} as const;
