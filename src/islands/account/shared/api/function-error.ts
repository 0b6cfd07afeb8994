import { FunctionsHttpError } from '@supabase/supabase-js';
import type { AccountWords } from '~/lib/account/words.ts';
import { fillSlots } from '~/lib/i18n/slots.ts';

/** The words a failed function call is told in. */
export type FailureWords = Pick<AccountWords, 'requestFailed' | 'notSent' | 'showsServerText'>;

/**
 * The function's own {error} text (where the page shows server texts) and status when it answered
 * one, else the failure in the page's language.
 */
export async function functionError(
  error: unknown,
  words: FailureWords,
): Promise<{ status: number; message: string }> {
  if (error instanceof FunctionsHttpError) {
    const response = error.context as Response;
    const body = (await response.json().catch(() => ({}))) as { error?: unknown };
    return {
      status: response.status,
      message:
        typeof body.error === 'string' && words.showsServerText
          ? body.error
          : fillSlots(words.requestFailed, { status: response.status }),
    };
  }
  return { status: 0, message: words.notSent };
}
