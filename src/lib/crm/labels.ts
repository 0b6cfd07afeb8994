/**
 * The staff app's own words (docs/architecture.md#languages): every label, heading, button,
 * notice, empty state and aria-label of src/islands/crm, nested by feature, so a translation is
 * one file that satisfies `CrmLabels`. Value lists with their labels (stages, statuses, event
 * types) stay in supabase/functions/_shared/domain. tests/unit/lint/staff-app-labels.test.ts fails
 * on a word written in a component instead of here.
 */
const en = {
  /** Words more than one part of the app uses. */
  common: {
    refresh: 'Refresh',
    loading: 'Loading…',
    tryAgain: 'Try Again',
    industry: 'Industry',
    cancel: 'Cancel',
    adding: 'Adding…',
    addLead: 'Add Lead',
    heatRating: 'Heat rating',
  },
  jobs: {
    failedJobs: 'Failed jobs',
    mailsAccountsAndWebhooksThat: 'Mails, accounts and webhooks that failed after their retries.',
    errorLoadingFailedJobs: 'Error loading failed jobs',
    noFailedJobsEveryMail: 'No failed jobs. Every mail, account and webhook went through.',
    noErrorRecorded: 'No error recorded',
    s: 's',
    retrying: 'Retrying…',
    retryNow: 'Retry now',
    jobQueued: 'Job queued',
    alreadyRetried: 'Already retried',
    itRunsAgainNowIf: 'It runs again now; if it fails again it comes back to this list.',
    aColleagueRetriedThisJob: 'A colleague retried this job first.',
    errorRetryingJob: 'Error retrying job',
  },
  pipeline: {
    contactAdded: 'Contact added',
    theContactHasBeenSuccessfully: 'The contact has been successfully added.',
    errorAddingContact: 'Error adding contact',
    addNewLead: 'Add New Lead',
    leadType: 'Lead type',
    errorFailedToInferIndustries: 'Error: Failed to infer industries. Please try again.',
    allLeadTypes: 'All lead types',
    allIndustries: 'All industries',
    search: 'Search',
    nameCompanyTitleOrEmail: 'Name, company, title or email',
    searching: 'Searching…',
    inferring: 'Inferring…',
    inferIndustries: 'Infer Industries',
    hasAnAccount: 'Has an account',
    pressSpaceOrEnterTo:
      'Press Space or Enter to pick up the contact, the left and right arrow keys to choose a stage, and Space or Enter to drop it.',
    loadingThePipeline: 'Loading the pipeline',
    errorFetchingContacts: 'Error fetching contacts',
    errorFetchingDefaultChecklist: 'Error fetching default checklist',
    thisStageHasNoDefault: 'This stage has no default checklist.',
    noContactsInThisStage: 'No contacts in this stage.',
    loadingMoreContacts: 'Loading more contacts…',
    errorMovingContact: 'Error moving contact',
  },
} as const;

/** A dictionary's shape: the English keys, each string widened so another language can fill it. */
type Widen<T> = T extends string
  ? string
  : T extends (...args: infer A) => string
    ? (...args: A) => string
    : { readonly [K in keyof T]: Widen<T[K]> };

export type CrmLabels = Widen<typeof en>;

/** The staff app's words; English until a translation is chosen here. */
export const labels: CrmLabels = en;
