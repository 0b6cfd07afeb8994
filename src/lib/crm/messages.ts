// The staff app's two-line notices that more than one feature shows
// (docs/behaviour/staff-app.md#notices), written once.

/** A decision was saved but its notification mail could not be sent. */
export const MAIL_FAILED = {
  title: 'Status updated but email failed',
  description:
    "Error sending notification email: The status was updated but we couldn't send the notification email.",
} as const;

/** An extra case (docs/behaviour/staff-app.md#decisions-and-their-mails): a colleague's approval,
 * in another browser, got there first (the database lets one approval through), so this one
 * created no account and sent no mail. */
export const ALREADY_APPROVED = {
  title: 'Already approved',
  description: 'Another staff member approved this request first; no mail was sent again.',
} as const;
