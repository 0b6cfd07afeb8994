import { loginErrorMessage } from '~/lib/auth/login-error-message.ts';
import type { AuthWords } from '~/lib/auth/messages.ts';
import { withTimeout } from '~/lib/auth/with-timeout.ts';
import type { TypedSupabaseClient } from '~/lib/supabase/typed-client.ts';
import { loadAuthClient } from '../api/auth-client.ts';
import { failure } from './notice.ts';
import type { ViewProps } from './view-props.ts';

/**
 * One sign-in attempt (a password, or a mailed code): SIGNED_IN is expected from the moment the
 * client is loaded; an error or a failed call withdraws that and says why. Success says nothing
 * here: the SIGNED_IN event says 'Logged in successfully!' and goes home.
 */
export async function attemptSignIn(
  { showNotice, expectSignIn }: Pick<ViewProps, 'showNotice' | 'expectSignIn'>,
  signIn: (client: TypedSupabaseClient) => Promise<{ error: unknown }>,
  words: AuthWords,
): Promise<void> {
  showNotice(null);
  try {
    const client = await withTimeout(loadAuthClient());
    expectSignIn(true);
    const { error } = await withTimeout(signIn(client));
    if (error) {
      expectSignIn(false);
      showNotice(failure(loginErrorMessage(error, words)));
    }
  } catch {
    expectSignIn(false);
    showNotice(failure(words.messages.unexpected));
  }
}
