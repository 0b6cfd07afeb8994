/**
 * The local mail page opens only with the install's key (supabase/local/mail/page-key.ts); the
 * browser tests' server is started with this one (playwright.config.ts), so they can read mail.
 */
export const E2E_MAIL_PAGE_KEY = 'e2e-mail-page-key-not-for-real-installs';

/** The outbox as JSON, newest first. */
export const MAIL_JSON_PATH = `/_mail.json?key=${E2E_MAIL_PAGE_KEY}`;
