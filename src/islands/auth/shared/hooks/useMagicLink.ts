import { useRef, useState } from 'react';
import { magicLinkErrorMessage } from '~/lib/auth/login-error-message.ts';
import { magicLinkWaitSeconds } from '~/lib/auth/magic-link-cooldown.ts';
import { withTimeout } from '~/lib/auth/with-timeout.ts';
import { localizedPath } from '~/lib/i18n/locales.ts';
import { loadAuthClient } from '../../api/auth-client.ts';
import { readMagicLinkSentAt, writeMagicLinkSentAt } from '../magic-link-clock.ts';
import { failure, success, type ShowNotice } from '../notice.ts';
import { useAuthWords } from './useAuthWords.ts';

/**
 * Sends a magic link that returns to /login (or /ar/login), at most once per 60 seconds per tab. The link comes
 * back with ?code= and the browser client completes the sign-in there. An address without an
 * account gets the same "sent" answer and no mail, so the form does not tell who is a member.
 */
export function useMagicLink(showNotice: ShowNotice) {
  const { words, locale } = useAuthWords();
  const [sending, setSending] = useState(false);
  const sentAt = useRef<number | undefined>(undefined);

  async function send(email: string): Promise<void> {
    const last = sentAt.current ?? readMagicLinkSentAt();
    if (magicLinkWaitSeconds(last, Date.now()) > 0) {
      showNotice(failure(words.messages.magicLinkCooldown));
      return;
    }
    setSending(true);
    showNotice(null);
    try {
      const client = await withTimeout(loadAuthClient());
      const { error } = await withTimeout(
        client.auth.signInWithOtp({
          email,
          // Sign-in by link is for existing accounts; new members come through Request to Join.
          options: {
            emailRedirectTo: `${window.location.origin}${localizedPath('/login', locale)}`,
            shouldCreateUser: false,
          },
        }),
      );
      if (error) {
        showNotice(failure(magicLinkErrorMessage(error, words)));
        return;
      }
      sentAt.current = Date.now();
      writeMagicLinkSentAt(sentAt.current);
      showNotice(success(words.messages.magicLinkSent));
    } catch {
      // The client could not load or the request never reached the server.
      showNotice(failure(words.messages.magicLinkFailed));
    } finally {
      setSending(false);
    }
  }

  return { send, sending };
}
