import { useEffect, useState } from 'react';
import { hasSessionCookie } from '~/lib/auth/auth-callback-url.ts';
import { sessionWords } from '~/lib/i18n/islands/session.ts';
import type { Locale } from '~/lib/i18n/locales.ts';
import { withTimeout } from '~/lib/auth/with-timeout.ts';
import { notifyError } from '~/islands/shared/toaster/notify.tsx';
import { loadAuthClient } from './api/auth-client.ts';
import { NoticeMessage } from './shared/components/NoticeMessage.tsx';
import { useAuthEvents } from './shared/hooks/useAuthEvents.ts';
import { failure, type Notice } from './shared/notice.ts';
import { forgetAllDoorCopies } from '~/lib/check-in/forget-door-copies.ts';

/**
 * The footer's Log Out, shown only while a session exists
 * (docs/behaviour/sign-in.md#log-out-in-the-footer). Visitors without a session cookie never
 * download supabase-js; the button also appears when another island on
 * the page signs the visitor in. It speaks the page's language.
 */
export default function FooterSession({ locale }: { locale: Locale }) {
  const words = sessionWords[locale];
  const [signedIn, setSignedIn] = useState(false);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);

  useAuthEvents((_event, session) => {
    setSignedIn(Boolean(session));
    if (session) setNotice(null);
  });

  useEffect(() => {
    // Without the cookie there is no session to show; a failed load simply shows nothing.
    if (hasSessionCookie(document.cookie)) loadAuthClient().catch(() => undefined);
  }, []);

  function logOutFailed(): void {
    setNotice(failure(words.failed));
    notifyError(words.failedTitle, words.failed);
  }

  async function logOut(): Promise<void> {
    setBusy(true);
    setNotice(null);
    try {
      const client = await withTimeout(loadAuthClient());
      // supabase-js clears the stored session even when the server says it is already gone.
      const { error } = await withTimeout(client.auth.signOut());
      if (error) logOutFailed();
      // A staff phone's kept door guest lists go with the session (docs/privacy/dpia.md, D3).
      else forgetAllDoorCopies();
    } catch {
      logOutFailed();
    } finally {
      setBusy(false);
    }
  }

  if (!signedIn && !notice) return null;
  return (
    <div className="space-y-2">
      {signedIn && (
        <button
          type="button"
          onClick={() => void logOut()}
          disabled={busy}
          aria-busy={busy || undefined}
          className="rounded-full border border-sand-100 px-4 py-1.5 text-sm font-semibold text-sand-100 transition hover:bg-palm-800 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {busy ? words.loggingOut : words.logOut}
        </button>
      )}
      <NoticeMessage notice={notice} title={words.failedTitle} />
    </div>
  );
}
