import { AUTH_LABELS, AUTH_MESSAGES } from '../../auth/messages.ts';
import type { Locale } from '../locales.ts';

/** What the footer's Log Out island shows (docs/behaviour/sign-in.md#log-out-in-the-footer). */
export interface SessionWords {
  logOut: string;
  loggingOut: string;
  failedTitle: string;
  failed: string;
}

/**
 * The footer session island's words, one entry per locale: on Arabic pages a signed-in visitor's
 * Log Out is Arabic too. The English are the sign-in messages' own (src/lib/auth/messages.ts).
 */
export const sessionWords = {
  en: {
    logOut: AUTH_LABELS.logOut,
    loggingOut: AUTH_LABELS.loggingOut,
    failedTitle: AUTH_MESSAGES.logoutFailedTitle,
    failed: AUTH_MESSAGES.logoutFailed,
  },
  ar: {
    logOut: 'تسجيل الخروج',
    loggingOut: 'جارٍ تسجيل الخروج...',
    failedTitle: 'خطأ',
    failed: 'تعذّر تسجيل الخروج. يرجى المحاولة مرة أخرى.',
  },
} as const satisfies Record<Locale, SessionWords>;
