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
    open: 'Open',
    delete: 'Delete',
    details: 'Details',
    company: 'Company',
    title: 'Title',
    email: 'Email',
    errorLoadingData: 'Error loading data',
  },
  contact: {
    errorUploadingFile: 'Error uploading file',
    errorSavingFileMetadata: 'Error saving file metadata',
    errorDeletingFile: 'Error deleting file',
    errorDeletingFileMetadata: 'Error deleting file metadata',
    errorFetchingAttachments: 'Error fetching attachments',
    fileUploadedSuccessfully: 'File uploaded successfully',
    errorSavingUrl: 'Error saving URL',
    errorDownloadingFile: 'Error downloading file',
    fileDeletedSuccessfully: 'File deleted successfully',
    uploadAFileUpTo: 'Upload a file (up to 50 MB)',
    addALink: 'Add a link',
    exampleComDeckPdf: 'example.com/deck.pdf',
    addUrl: 'Add URL',
    loadingAttachments: 'Loading attachments…',
    noFilesOrLinksYet: 'No files or links yet.',
    link: 'Link',
    download: 'Download',
    noChecklistForThisStage: 'No checklist for this stage.',
    everyItemOfThisStage: 'Every item of this stage is done.',
    contactNotFound: 'Contact not found',
    contact: 'Contact',
    thisContactNoLongerExists:
      'This contact no longer exists. It may have been deleted in another window.',
    errorFetchingContactDetails: 'Error fetching contact details',
    target: 'Target',
    whatDoWeWantTo: 'What do we want to achieve with this contact?',
    attachments: 'Attachments',
    heatRating: 'Heat rating',
    stage: 'Stage',
    deleteContact: 'Delete contact',
    areYouSure: 'Are you sure?',
    thisContact: 'this contact',
    attendanceCorrected: 'Attendance corrected',
    errorCorrectingAttendance: 'Error correcting attendance',
    correct: 'Correct',
    historyWithTheNetwork: 'History with the network',
    theHistoryCouldNotBe: 'The history could not be loaded.',
    noApplicationsEventRequestsOr: 'No applications, event requests or newsletter sign-up.',
    addANote: 'Add a note',
    whatHappenedWhatComesNext: 'What happened, what comes next…',
    adding: 'Adding…',
    addNote: 'Add Note',
    timeline: 'Timeline',
    nothingHasHappenedYet: 'Nothing has happened yet.',
    note: 'Note:',
    markNotDone: 'Mark not done',
    errorFetchingChecklistItems: 'Error fetching checklist items',
    errorFetchingNotes: 'Error fetching notes',
    targetUpdated: 'Target updated',
    errorUpdatingChecklistItem: 'Error updating checklist item',
    errorAddingNote: 'Error adding note',
    timelineRefreshed: 'Timeline refreshed',
    contactDeleted: 'Contact deleted',
    theContactHasBeenSuccessfully: 'The contact has been successfully removed.',
    errorDeletingContact: 'Error deleting contact',
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
