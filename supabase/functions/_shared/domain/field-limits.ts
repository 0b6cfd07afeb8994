// The most characters each typed field may hold, written once: the site's form schemas and the
// functions' input schemas read these, and tests/integration/database/field-limits.test.ts pins
// every one to its SQL check (SQL cannot import TypeScript).
export const FIELD_LIMITS = {
  /** RFC 5321's longest deliverable address; Auth and the email_address domain agree. */
  email: 254,
  /** A first name, a last name, and a name typed as one field (its parts then always fit). */
  personName: 100,
  phone: 40,
  company: 200,
  title: 100,
  linkedinUrl: 500,
  referredBy: 200,
  additionalInfo: 4000,
  interests: 2000,
  message: 5000,
  goal: 500,
  note: 5000,
  /** What a person adds to a privacy request on /your-data. */
  privacyDetails: 2000,
  /** A campaign's subject and Markdown body, in each language; who it says it is from. */
  campaignSubject: 200,
  campaignBody: 20000,
  campaignSender: 100,
} as const;

export type FieldLimit = keyof typeof FIELD_LIMITS;
