import { useMemo } from 'react';
import { currentDetails } from '~/lib/account/my-details.ts';
import type { AccountWords } from '~/lib/account/words.ts';
import type { Locale } from '~/lib/i18n/locales.ts';
import { CloseAccount } from './features/close-account/components/CloseAccount.tsx';
import { MyConsents } from './features/consents/components/MyConsents.tsx';
import { YourDetails } from './features/details/components/YourDetails.tsx';
import {
  MyInvitations,
  type AccountEvent,
} from './features/invitations/components/MyInvitations.tsx';
import { YourData } from './features/your-data/components/YourData.tsx';
import { AccountSpeechContext } from './shared/hooks/useAccountWords.ts';
import { useMyData } from './shared/hooks/useMyData.ts';

/**
 * A member's account page (docs/behaviour/member-account.md): their invitations, and once their
 * session proves their address, their details, consents, data and closing the account. A session
 * that proves nothing sees only the invitations' 'Confirm your e-mail address'. It speaks the
 * page's language: `words` are that language's only (src/lib/i18n/islands/account.ts).
 */
export default function AccountApp({
  events,
  email,
  locale,
  words,
}: {
  events: readonly AccountEvent[];
  email: string;
  locale: Locale;
  words: AccountWords;
}) {
  const speech = useMemo(() => ({ locale, words }), [locale, words]);
  const { state, reload, retry } = useMyData();
  return (
    <AccountSpeechContext value={speech}>
      <div className="space-y-12">
        <MyInvitations events={events} email={email} />
        {state.kind === 'loading' && (
          <p className="text-muted" aria-busy="true">
            {words.held.loading}
          </p>
        )}
        {state.kind === 'error' && (
          <div role="alert" className="space-y-3">
            <p>{words.held.failed}</p>
            <button type="button" onClick={retry} className="btn-secondary">
              {words.tryAgain}
            </button>
          </div>
        )}
        {state.kind === 'ready' && (
          <>
            <YourDetails current={currentDetails(state.tables)} onSaved={reload} />
            <MyConsents onChanged={reload} />
            <YourData tables={state.tables} />
            <CloseAccount email={email} />
          </>
        )}
      </div>
    </AccountSpeechContext>
  );
}
