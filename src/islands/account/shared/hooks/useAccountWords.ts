import { createContext, useContext } from 'react';
import type { AccountWords } from '~/lib/account/words.ts';
import type { Locale } from '~/lib/i18n/locales.ts';

/** What the account island speaks: the page's language and its words. */
export interface AccountSpeech {
  locale: Locale;
  words: AccountWords;
}

export const AccountSpeechContext = createContext<AccountSpeech | null>(null);

/** The account island's language, for its sections (AccountApp provides it). */
export function useAccountWords(): AccountSpeech {
  const speech = useContext(AccountSpeechContext);
  if (!speech) throw new Error('useAccountWords is used outside AccountApp');
  return speech;
}
