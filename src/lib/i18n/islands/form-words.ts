import type { Role } from '../../submissions/roles.ts';

/** The messages shown under a field that is wrong (docs/behaviour/submissions.md#fields-and-validation-messages). */
export interface FieldMessages {
  fullNameRequired: string;
  nameRequired: string;
  phoneRequired: string;
  emailRequired: string;
  emailInvalid: string;
  companyRequired: string;
  roleRequired: string;
  linkedinRequired: string;
  linkedinInvalid: string;
  referrerRequired: string;
  interestsRequired: string;
  messageRequired: string;
  /** A field over its limit of `max` characters. */
  tooLong: (max: number) => string;
}

/**
 * Every word the visitor forms and the join modal show (labels, buttons, busy states, outcomes,
 * purposes, notices), one entry per language in forms.ts.
 */
export interface FormWords {
  fields: FieldMessages;
  labels: {
    fullName: string;
    name: string;
    phone: string;
    phoneNumber: string;
    email: string;
    businessEmail: string;
    company: string;
    role: string;
    message: string;
    interests: string;
    linkedinUrl: string;
    referredBy: string;
    additionalInfo: string;
    /** After an optional field's label. */
    optional: string;
    linkedinPlaceholder: string;
    /** The hidden honeypot's label (docs/behaviour/submissions.md#honeypot). */
    honeypot: string;
  };
  roles: { placeholder: string; options: Record<Role, string> };
  /** Why each form collects its details, one sentence without its full stop. */
  purposes: { join: string; eventRequest: string; contact: string; newsletter: string };
  /** "See our privacy notice." after the purpose: the words before the link, and the link. */
  privacyNotice: { before: string; link: string };
  /** Every form's answer when the server-side throttle refuses a submission. */
  throttled: string;
  join: {
    title: string;
    step: (step: number, steps: number) => string;
    next: string;
    back: string;
    submit: string;
    submitting: string;
    success: string;
    duplicate: string;
    failure: string;
  };
  eventRequest: {
    legend: string;
    /** The button when the event's own call to action is not in this language. */
    submit: string;
    submitting: string;
    forumSuccess: string;
    dinnerSuccess: string;
    failure: string;
  };
  newsletter: {
    legend: string;
    subscribe: string;
    subscribing: string;
    emptyFields: string;
    successTitle: string;
    successDescription: string;
    failureTitle: string;
    failureDescription: string;
    consentLabel: string;
    consentRequired: string;
  };
  /** The newsletter confirmation link's page (docs/behaviour/submissions.md#newsletter). */
  newsletterConfirm: {
    prompt: string;
    confirm: string;
    confirming: string;
    confirmed: string;
    used: string;
    expired: string;
    invalid: string;
    failure: string;
  };
  contact: { legend: string; send: string; sending: string; success: string; failure: string };
  /** The notices' region. */
  notifications: string;
  /** The dialog's × button. */
  close: string;
}
