import { useEffect, useMemo, useRef, useState } from 'react';
import { authKitErrorMessage, loginErrorMessage } from '~/lib/auth/login-error-message.ts';
import {
  needsClientOnLoad,
  readAuthCallback,
  withoutAuthParams,
} from '~/lib/auth/auth-callback-url.ts';
import { outcomeOfAuthEvent, type AuthView, type SessionPolicy } from '~/lib/auth/auth-views.ts';
import { credentialSchemas } from '~/lib/auth/credentials.ts';
import type { AuthWords } from '~/lib/auth/messages.ts';
import { localizedPath, type Locale } from '~/lib/i18n/locales.ts';
import { safeNextPath } from '~/lib/auth/next-path.ts';
import { SITE_NOTICE_KEY } from '~/lib/site/site-notice.ts';
import { useIsHydrated } from '~/islands/shared/hooks/useIsHydrated.ts';
import { useWarmUpOnFocus } from '~/islands/shared/hooks/useWarmUpOnFocus.ts';
import { notifyError, notifySuccess } from '~/islands/shared/toaster/notify.tsx';
import { loadAuthClient } from './api/auth-client.ts';
import { NoticeMessage } from './shared/components/NoticeMessage.tsx';
import { useAuthEvents } from './shared/hooks/useAuthEvents.ts';
import { AuthSpeechContext } from './shared/hooks/useAuthWords.ts';
import { failure, success, type Notice, type ShowNotice } from './shared/notice.ts';
import { ForgottenPasswordView } from './features/password/components/ForgottenPasswordView.tsx';
import { MagicLinkView } from './features/magic-link/components/MagicLinkView.tsx';
import { SignInView } from './features/sign-in/components/SignInView.tsx';
import { SignUpView } from './features/sign-up/components/SignUpView.tsx';
import { UpdatePasswordView } from './features/password/components/UpdatePasswordView.tsx';
import { VerifyOtpView } from './features/verify-otp/components/VerifyOtpView.tsx';
import type { ViewProps } from './shared/view-props.ts';

interface AuthFormProps {
  /** The view the page opens with (/login sign_in, /register sign_up, /forgot-password …). */
  initialView: AuthView;
  /** Whether a signed-in visitor is sent home from this page. */
  policy: SessionPolicy;
  /** The page's language, and its words (src/lib/i18n/islands/auth.ts): one language is sent. */
  locale: Locale;
  words: AuthWords;
}

const VIEWS: Record<AuthView, (props: ViewProps) => React.ReactNode> = {
  sign_in: SignInView,
  sign_up: SignUpView,
  forgotten_password: ForgottenPasswordView,
  magic_link: MagicLinkView,
  update_password: UpdatePasswordView,
  verify_otp: VerifyOtpView,
};

/** Hands a notice to the page the visitor lands on; without storage the toast here must do. */
function leaveNotice(text: string): void {
  try {
    sessionStorage.setItem(SITE_NOTICE_KEY, text);
  } catch {
    // Storage refused (private mode, quota): nothing to carry.
  }
}

/** Long enough to read the success message before home loads. */
const LEAVE_DELAY_MS = 1200;

/**
 * The one auth form: the six views driven by supabase-js events
 * (docs/behaviour/sign-in.md#the-auth-forms-views). It loads supabase-js only when needed: at once
 * if the browser may hold a session or the URL brings an
 * e-mail link back, otherwise on the first submit.
 */
export default function AuthForm({ initialView, policy, locale, words }: AuthFormProps) {
  const speech = useMemo(
    () => ({ locale, words, schemas: credentialSchemas(words.messages) }),
    [locale, words],
  );
  const [view, setView] = useState<AuthView>(initialView);
  const [notice, setNotice] = useState<Notice | null>(null);
  // Each outcome is a toast (docs/behaviour/submissions.md#notices) and stays written under the
  // heading after it fades.
  const showNotice: ShowNotice = (next) => {
    setNotice(next);
    if (next?.tone === 'success') notifySuccess(next.text);
    if (next?.tone === 'error') notifyError(next.text);
  };
  const viewRef = useRef(view);
  const expectingSignIn = useRef(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const viewChanged = useRef(false);
  const hydrated = useIsHydrated();
  const { ref: warmUpRef, onFocus: warmUpOnFocus } = useWarmUpOnFocus(
    () => void loadAuthClient().catch(() => undefined),
  );

  function goTo(next: AuthView) {
    if (next === viewRef.current) return;
    viewRef.current = next;
    viewChanged.current = true;
    setView(next);
    setNotice(null);
  }

  // After an in-page view change, focus the new heading so keyboard and screen-reader users
  // start at the top of the new form.
  useEffect(() => {
    if (viewChanged.current) headingRef.current?.focus();
  }, [view]);

  const leaving = useRef(false);
  useAuthEvents((event, session) => {
    // Once on the way home, later events (INITIAL_SESSION after SIGNED_IN) change nothing.
    if (leaving.current) return;
    const outcome = outcomeOfAuthEvent({
      view: viewRef.current,
      event,
      hasSession: Boolean(session),
      policy,
      expectingSignIn: expectingSignIn.current,
      messages: words.messages,
    });
    goTo(outcome.view);
    if (outcome.message) showNotice(success(outcome.message));
    if (outcome.leave) {
      leaving.current = true;
      if (outcome.noticeOnArrival) leaveNotice(outcome.noticeOnArrival);
      // Back where the visitor was going (/login?next=/crm), or home.
      const destination = safeNextPath(window.location.search, localizedPath('/', locale));
      window.setTimeout(
        () => window.location.replace(destination),
        outcome.message ? LEAVE_DELAY_MS : 0,
      );
    }
  });

  // What the URL brought back: an error, an invitation, or a PKCE ?code=.
  useEffect(() => {
    async function arrive(): Promise<void> {
      const callback = readAuthCallback(window.location.search, window.location.hash);
      if (callback.kind === 'error') {
        window.history.replaceState(null, '', withoutAuthParams(window.location.href));
        const fallback =
          initialView === 'sign_up' ? words.messages.signupFailed : words.messages.unexpected;
        showNotice(failure(callback.description ?? fallback));
        return;
      }
      if (!needsClientOnLoad(document.cookie, callback)) return;
      if (callback.kind === 'code') expectingSignIn.current = true;
      if (callback.kind === 'token-hash') goTo('update_password');
      try {
        const client = await loadAuthClient();
        // initialize() returns the start-up result, including the ?code= exchange.
        const { error } = await client.auth.initialize();
        if (error && callback.kind === 'code') {
          expectingSignIn.current = false;
          showNotice(failure(loginErrorMessage(error, words)));
        }
        if (callback.kind !== 'token-hash') return;
        window.history.replaceState(null, '', withoutAuthParams(window.location.href));
        const { error: verifyError } = await client.auth.verifyOtp({
          token_hash: callback.tokenHash,
          type: callback.type,
        });
        if (verifyError) {
          goTo('sign_in');
          showNotice(failure(authKitErrorMessage(verifyError, words.messages.unexpected, words)));
        } else if (callback.type === 'invite') {
          showNotice(success(words.messages.inviteAccepted));
        }
      } catch {
        showNotice(failure(words.messages.unexpected));
      }
    }
    void arrive();
    // Runs once per page load: the URL is read at arrival only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const View = VIEWS[view];
  return (
    <section
      aria-labelledby="auth-heading"
      className="space-y-6"
      // The pages hydrate this form on first use (client:interaction), which holds any submit
      // or button press made before then and waits for this mark to replay it.
      data-hydrated={hydrated ? '' : undefined}
      // Fetch supabase-js while the visitor types, so the first submit does not wait for it.
      ref={warmUpRef}
      onFocusCapture={warmUpOnFocus}
    >
      <h1
        id="auth-heading"
        ref={headingRef}
        tabIndex={-1}
        className="text-title text-palm-900 focus:outline-none"
      >
        {words.headings[view]}
      </h1>
      <NoticeMessage notice={notice} />
      <AuthSpeechContext value={speech}>
        <View
          showNotice={showNotice}
          goTo={goTo}
          expectSignIn={(expecting) => (expectingSignIn.current = expecting)}
        />
      </AuthSpeechContext>
    </section>
  );
}
