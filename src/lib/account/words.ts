// Every word of the member's account page (/account, /ar/account) in one language: the English
// here, the Arabic in words-ar.ts. The page hands its own language's to the account island
// (src/lib/i18n/islands/account.ts), so the words are plain data: a sentence with a value in it is
// a template with `{slot}` marks (src/lib/i18n/slots.ts).
import { CONSENT_PURPOSE_LABELS, type ConsentPurpose } from '~functions/_shared/domain/consent.ts';
import { TABLE_DESCRIPTIONS } from '~functions/_shared/privacy/table-descriptions.ts';
import { AUTH_MESSAGES } from '../auth/messages.ts';
import type { Locale } from '../i18n/locales.ts';
import { ATTENDANCE_WORDS_EN, type AttendanceWords } from '../events/attendance.ts';
import type { MyDetailField } from './my-details.ts';

/** How an upcoming invitation stands, beside its event. */
export type UpcomingStateWords = Readonly<
  Record<'confirmed' | 'checkedIn' | 'offered' | 'declined' | 'withdrawn', string>
>;

/** What the details form says: labels, and its rules' messages ({limit}, {label}). */
export interface DetailsWords {
  heading: string;
  lead: string;
  labels: Readonly<Record<MyDetailField, string>>;
  /** How a field is named in "{label} can be at most {limit} characters." */
  subjects: Readonly<Record<Exclude<MyDetailField, 'first_name'>, string>>;
  optional: string;
  firstNameRule: string;
  atMost: string;
  save: string;
  saving: string;
  saved: string;
  failed: string;
}

/** What the held-data view needs of a language: table titles, column names, yes and no, dates. */
export interface HeldWords {
  locale: Locale;
  /** Each table's title; a table not named here is shown by its name. */
  tables: Readonly<Record<string, string>>;
  /** Each column's name; none in English, where the column's own name is made readable. */
  columns: Readonly<Record<string, string>>;
  yes: string;
  no: string;
}

export interface AccountWords {
  page: {
    title: string;
    description: string;
    heading: string;
    signedInAs: string;
    loadingInvitations: string;
  };
  tryAgain: string;
  /** The request failed with a status ({status}), or was not sent at all. */
  requestFailed: string;
  notSent: string;
  /**
   * Whether the database's and the functions' own texts (English) may be shown as they are;
   * elsewhere the failure's sentence in the page's language stands in.
   */
  showsServerText: boolean;
  held: { loading: string; failed: string };
  invitations: {
    failed: string;
    upcomingHeading: string;
    noneUpcoming: string;
    eventPage: string;
    openPass: string;
    pastHeading: string;
    nonePast: string;
    states: UpcomingStateWords;
    attendance: AttendanceWords;
  };
  confirm: {
    heading: string;
    heldUnder: string;
    sent: string;
    send: string;
    sending: string;
    failed: string;
  };
  details: DetailsWords;
  consents: {
    heading: string;
    loading: string;
    failed: string;
    purposes: Readonly<Record<ConsentPurpose, string>>;
    given: string;
    withdrawn: string;
    notGiven: string;
    since: string;
    give: string;
    withdraw: string;
    gave: string;
    withdrew: string;
    saveFailed: string;
  };
  data: HeldWords & {
    heading: string;
    lead: string;
    nothingHeld: string;
    emptyIn: string;
    listSeparator: string;
    download: string;
    preparing: string;
    downloading: string;
    downloadHere: string;
    exportFailed: string;
  };
  /** The page a member lands on once the account is closed (/account/closed). */
  closed: {
    title: string;
    description: string;
    erased: string;
    hashKept: string;
    home: string;
  };
  closing: {
    heading: string;
    lead: string;
    open: string;
    dialogTitle: string;
    closeDialog: string;
    erases: string;
    typeToConfirm: string;
    refused: string;
    refusedWithReason: string;
    confirm: string;
    closing: string;
    keep: string;
  };
}

export const ACCOUNT_WORDS_EN: AccountWords = {
  page: {
    title: 'Your account',
    description:
      "Your invitations to the network's events, your passes and attendance, and the data we hold about you.",
    heading: 'Your account',
    signedInAs: 'Signed in as {email}.',
    loadingInvitations: 'Loading your invitations…',
  },
  tryAgain: 'Try again',
  requestFailed: 'The request failed ({status}). Please try again.',
  notSent: 'The request could not be sent. Check your connection and try again.',
  showsServerText: true,
  held: {
    loading: 'Loading what we hold about you…',
    failed: 'What we hold about you could not be loaded. Check your connection and try again.',
  },
  invitations: {
    failed: 'Your invitations could not be loaded. Check your connection and try again.',
    upcomingHeading: 'Upcoming invitations',
    noneUpcoming: 'No upcoming invitations. Request one from an {link}.',
    eventPage: 'event page',
    openPass: 'Open your pass',
    pastHeading: 'Past events',
    nonePast: 'No past events yet.',
    states: {
      confirmed: 'Confirmed',
      checkedIn: 'Checked in',
      offered: 'A place is offered to you',
      declined: 'Declined',
      withdrawn: 'Invitation withdrawn',
    },
    attendance: ATTENDANCE_WORDS_EN,
  },
  confirm: {
    heading: 'Confirm your e-mail address',
    heldUnder:
      'Your invitations and passes are held under {email}. To see them, open the sign-in link we mail to that address.',
    sent: 'We have mailed a sign-in link to {email}. Open it to see your invitations.',
    send: 'Mail me a sign-in link',
    sending: 'Sending…',
    failed: AUTH_MESSAGES.magicLinkFailed,
  },
  details: {
    heading: 'Your details',
    lead: 'Correct your name, company, title and phone. They change on your contact record and your applications.',
    labels: {
      first_name: 'First name',
      last_name: 'Last name',
      company: 'Company',
      title: 'Title',
      phone: 'Phone',
    },
    subjects: {
      last_name: 'Your last name',
      company: 'Your company',
      title: 'Your title',
      phone: 'Your phone number',
    },
    optional: '(optional)',
    firstNameRule: 'Give your first name (at most {limit} characters).',
    atMost: '{label} can be at most {limit} characters.',
    save: 'Save your details',
    saving: 'Saving…',
    saved: 'Your details are saved.',
    failed: 'Your details could not be saved. Check your connection and try again.',
  },
  consents: {
    heading: 'Your consents',
    loading: 'Loading your consents…',
    failed: 'Your consents could not be loaded. Check your connection and try again.',
    purposes: CONSENT_PURPOSE_LABELS,
    given: 'Given',
    withdrawn: 'Withdrawn',
    notGiven: 'Not given',
    since: '{state} on {date}',
    give: 'Give consent: {label}',
    withdraw: 'Withdraw consent: {label}',
    gave: 'You gave your consent: {label}.',
    withdrew: 'You withdrew your consent: {label}.',
    saveFailed: 'Your choice could not be saved. Check your connection and try again.',
  },
  data: {
    locale: 'en',
    tables: TABLE_DESCRIPTIONS,
    columns: {},
    yes: 'Yes',
    no: 'No',
    heading: 'What we hold about you',
    lead: 'Everything held under your address, as the export gives it. Links that would sign you in are left out.',
    nothingHeld: 'We hold nothing under your address besides your account.',
    emptyIn: 'Nothing held in: {tables}.',
    listSeparator: ', ',
    download: 'Download your data (.zip)',
    preparing: 'Preparing your archive…',
    downloading:
      'Your archive is downloading. If it does not start, {link} (the link works for ten minutes).',
    downloadHere: 'download it here',
    exportFailed: 'Your archive could not be made: {reason}',
  },
  closed: {
    title: 'Your account is closed',
    description: 'Your account is closed and what we held under your address is erased.',
    erased:
      'We have erased everything we held under your address: your contact record, applications, requests, messages, consents, invitations and the e-mails we sent you, and your sign-in account. You are signed out.',
    hashKept:
      'Only a one-way hash of your address is kept, so nobody can subscribe it to our mailings again but you. You are welcome to join again at any time.',
    home: 'Back to the home page',
  },
  closing: {
    heading: 'Close your account',
    lead: 'Closing your account erases everything we hold under your address and signs you out. It cannot be undone.',
    open: 'Close my account…',
    dialogTitle: 'Close your account?',
    closeDialog: 'Close',
    erases:
      'This erases your contact record, applications, requests, messages, consents, invitations and passes, the e-mails we sent you and your sign-in account. Only a one-way hash of your address is kept, so you are not subscribed again without you. It cannot be undone.',
    typeToConfirm: 'Type your e-mail address to confirm',
    refused:
      'Your account cannot be closed yet while you are confirmed for an upcoming event. Decline the invitation first, or ask us after the event.',
    refusedWithReason:
      'Your account cannot be closed yet: {reason}. Decline the invitation first, or ask us after the event.',
    confirm: 'Close my account permanently',
    closing: 'Closing your account…',
    keep: 'Keep my account',
  },
};
