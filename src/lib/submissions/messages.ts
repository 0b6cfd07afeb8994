/**
 * Every text a visitor form shows, defined once (docs/behaviour/submissions.md, word for word) and
 * imported by the islands and the tests.
 */
export const joinMessages = {
  success:
    "Thank you for your interest in joining the network. We'll review your application and be in touch soon!",
  duplicate: 'An application with this email already exists. Our team will be in touch soon!',
  failure: 'There was an error submitting your application. Please try again.',
} as const;

export const eventRequestMessages = {
  forumSuccess:
    "Thank you for your interest in the Business Forum. We'll review your application and be in touch soon!",
  dinnerSuccess:
    "Thank you for your interest in the network dinner. We'll review your application and be in touch soon!",
  failure: 'There was an error submitting your application. Please try again.',
} as const;

export const newsletterMessages = {
  emptyFields: 'Please fill in all fields',
  successTitle: 'Successfully subscribed!',
  successDescription: 'Thank you for signing up for our newsletter.',
  failureTitle: 'Something went wrong',
  failureDescription: 'Please try again later.',
  consentLabel: 'I agree to receive the newsletter by e-mail. I can unsubscribe at any time.',
  // The same words as subscribe_newsletter's refusal (…_consents.sql).
  consentRequired: 'Please tick the box to agree to receive the newsletter',
} as const;

/** What each public form says about its purpose, before the privacy notice link. */
export const formPurposes = {
  join: 'We use these details only to review your application to join the network',
  eventRequest: 'We use these details only to handle your invitation request',
  contact: 'We use these details only to reply to your message',
  newsletter: 'We use these details only to send you the newsletter, with your consent below',
} as const;

export const contactMessages = {
  success: "Message sent! We'll get back to you soon.",
  failure: 'Failed to send message. Please try again.',
} as const;

/** Shown by every form when the server-side throttle refuses a submission. */
export const throttledMessage =
  'Too many submissions from this address. Please wait a few minutes and try again.';

/** Field messages shown under the inputs. */
export const fieldMessages = {
  fullNameRequired: 'Please enter your full name',
  nameRequired: 'Please enter your name',
  phoneRequired: 'Please enter your phone number',
  emailRequired: 'Please enter your email address',
  emailInvalid: 'Please enter a valid email address',
  companyRequired: 'Please enter your company',
  roleRequired: 'Please select your role',
  linkedinRequired: 'Please enter your LinkedIn URL',
  linkedinInvalid: 'Please enter a valid URL, e.g. linkedin.com/in/username',
  referrerRequired: 'Please tell us who referred you',
  interestsRequired: 'Please tell us what interests you',
  messageRequired: 'Please enter a message',
  tooLong: (max: number) => `Please keep this under ${max + 1} characters`,
} as const;
