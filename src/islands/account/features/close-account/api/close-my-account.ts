import { loadSupabase } from '~/islands/shared/api/supabase.ts';
import { localizedPath, type Locale } from '~/lib/i18n/locales.ts';
import { functionError, type FailureWords } from '../../../shared/api/function-error.ts';

/** A refusal's reason is the function's own text, where the page shows server texts. */
export type ClosingAnswer = { closed: true } | { closed: false; refusal: string | null };

/**
 * Closes the member's account (close-my-account: the staff erasure of the caller's own proven
 * address, never overridden). A refusal, while they are confirmed for an upcoming event, comes
 * back as its reason.
 */
export async function closeMyAccount(words: FailureWords): Promise<ClosingAnswer> {
  const supabase = await loadSupabase();
  const { error } = await supabase.functions.invoke('close-my-account', { body: {} });
  if (!error) return { closed: true };
  const failure = await functionError(error, words);
  if (failure.status === 409) {
    return { closed: false, refusal: words.showsServerText ? failure.message : null };
  }
  throw new Error(failure.message);
}

/**
 * Ends the (already deleted) session on the server and its cookies, then shows the closing page
 * in the page's language.
 */
export function signOutToClosedPage(locale: Locale): void {
  const form = document.createElement('form');
  form.method = 'post';
  form.action = '/api/sign-out';
  const next = document.createElement('input');
  next.type = 'hidden';
  next.name = 'next';
  next.value = localizedPath('/account/closed', locale);
  form.append(next);
  document.body.append(form);
  form.submit();
}
