import { createContext, useContext } from 'react';
import type { credentialSchemas } from '~/lib/auth/credentials.ts';
import type { AuthWords } from '~/lib/auth/messages.ts';
import type { Locale } from '~/lib/i18n/locales.ts';

/** What the auth form speaks: the page's language, its words and the form rules in it. */
export interface AuthSpeech {
  locale: Locale;
  words: AuthWords;
  schemas: ReturnType<typeof credentialSchemas>;
}

export const AuthSpeechContext = createContext<AuthSpeech | null>(null);

/** The auth form's language, for its views and fields (AuthForm provides it). */
export function useAuthWords(): AuthSpeech {
  const speech = useContext(AuthSpeechContext);
  if (!speech) throw new Error('useAuthWords is used outside AuthForm');
  return speech;
}
