import { ROLE_OPTIONS, type Role } from '../../submissions/roles.ts';
import type { FormWords } from './form-words.ts';

/** The forms' English words (docs/behaviour/submissions.md, word for word). */
export const formsEn = {
  fields: {
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
  },
  labels: {
    fullName: 'Full Name',
    name: 'Name',
    phone: 'Phone',
    phoneNumber: 'Phone Number',
    email: 'Email',
    businessEmail: 'Business Email',
    company: 'Company',
    role: 'Your Role',
    message: 'Message',
    interests: 'What interests you about this event?',
    linkedinUrl: 'LinkedIn URL',
    referredBy: 'Who referred you to the network',
    additionalInfo: 'Anything else you would like to share with us',
    optional: '(optional)',
    linkedinPlaceholder: 'e.g. linkedin.com/in/username',
    honeypot: 'Leave this field empty',
  },
  roles: {
    placeholder: 'Select your role',
    // The role names are the CRM's too (src/lib/submissions/roles.ts).
    options: Object.fromEntries(ROLE_OPTIONS.map(({ value, label }) => [value, label])) as Record<
      Role,
      string
    >,
  },
  purposes: {
    join: 'We use these details only to review your application to join the network',
    eventRequest: 'We use these details only to handle your invitation request',
    contact: 'We use these details only to reply to your message',
    newsletter: 'We use these details only to send you the newsletter, with your consent below',
  },
  privacyNotice: { before: 'See our', link: 'privacy notice' },
  throttled: 'Too many submissions from this address. Please wait a few minutes and try again.',
  join: {
    title: 'Request to Join the Network',
    step: (step: number, steps: number) => `Step ${step} of ${steps}`,
    next: 'Next',
    back: 'Back',
    submit: 'Submit Application',
    submitting: 'Submitting...',
    success:
      "Thank you for your interest in joining the network. We'll review your application and be in touch soon!",
    duplicate: 'An application with this email already exists. Our team will be in touch soon!',
    failure: 'There was an error submitting your application. Please try again.',
  },
  eventRequest: {
    legend: 'Request an invitation',
    submit: 'Request an Invitation',
    submitting: 'Submitting...',
    forumSuccess:
      "Thank you for your interest in the Business Forum. We'll review your application and be in touch soon!",
    dinnerSuccess:
      "Thank you for your interest in the network dinner. We'll review your application and be in touch soon!",
    failure: 'There was an error submitting your application. Please try again.',
  },
  newsletter: {
    legend: 'Subscribe to the newsletter',
    subscribe: 'Subscribe',
    subscribing: 'Subscribing...',
    emptyFields: 'Please fill in all fields',
    successTitle: 'Check your inbox',
    successDescription:
      'To finish subscribing, press the button in the e-mail we have just sent you.',
    failureTitle: 'Something went wrong',
    failureDescription: 'Please try again later.',
    consentLabel: 'I agree to receive the newsletter by e-mail. I can unsubscribe at any time.',
    // The same words as subscribe_newsletter's refusal (…_consents.sql).
    consentRequired: 'Please tick the box to agree to receive the newsletter',
  },
  newsletterConfirm: {
    prompt: 'Press the button to confirm your subscription.',
    confirm: 'Confirm my subscription',
    confirming: 'Confirming...',
    confirmed:
      'Thank you: you are subscribed to the newsletter. Every issue has a link to unsubscribe.',
    used: 'This link was already used: your subscription is confirmed.',
    expired:
      'This link has expired (links work for 7 days). Please sign up again from the home page.',
    invalid:
      'This link is not valid. Please check you copied the whole link, or sign up again from the home page.',
    failure:
      'We could not confirm your subscription just now. Please try the link again in a minute.',
  },
  contact: {
    legend: 'Your message',
    send: 'Send',
    sending: 'Sending...',
    success: "Message sent! We'll get back to you soon.",
    failure: 'Failed to send message. Please try again.',
  },
  notifications: 'Notifications',
  close: 'Close',
} as const satisfies FormWords;
