// What each table of the personal data export holds, in the person's words: the archive's README
// and the member's own view of their data on /account (docs/behaviour/member-account.md#your-data).

/** What each table holds, for the README (tables not named here are listed by their name). */
export const TABLE_DESCRIPTIONS: Readonly<Record<string, string>> = {
  contacts: 'your contact record',
  membership_requests: 'your applications to join',
  event_requests: 'your requests for event invitations',
  contact_messages: 'messages you sent through the contact form',
  contact_notes: 'staff notes about you',
  checklist_items: 'the follow-up checklist staff keep for you',
  activity: 'the timeline of changes to your record',
  consents: 'the consents you gave or withdrew',
  newsletter_signups: 'your newsletter sign-ups, awaiting or given confirmation',
  campaign_recipients:
    'the newsletters and announcements we sent you, in which language, and how each went',
  invitations: 'your event invitations (attendance)',
  check_ins: 'your arrivals at events',
  mail_outbox: 'the e-mails we sent you',
  contact_attachments: 'the files and links attached to your record',
  profiles: 'your sign-in profile',
  privacy_requests: 'your requests about your personal data',
};
