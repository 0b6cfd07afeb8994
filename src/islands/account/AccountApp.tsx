import { currentDetails } from '~/lib/account/my-details.ts';
import { CloseAccount } from './features/close-account/components/CloseAccount.tsx';
import { MyConsents } from './features/consents/components/MyConsents.tsx';
import { YourDetails } from './features/details/components/YourDetails.tsx';
import {
  MyInvitations,
  type AccountEvent,
} from './features/invitations/components/MyInvitations.tsx';
import { YourData } from './features/your-data/components/YourData.tsx';
import { useMyData } from './shared/hooks/useMyData.ts';

/**
 * A member's account page (docs/behaviour/member-account.md): their invitations, and once their
 * session proves their address, their details, consents, data and closing the account. A session
 * that proves nothing sees only the invitations' 'Confirm your e-mail address'.
 */
export default function AccountApp({
  events,
  email,
}: {
  events: readonly AccountEvent[];
  email: string;
}) {
  const { state, reload, retry } = useMyData();
  return (
    <div className="space-y-12">
      <MyInvitations events={events} email={email} />
      {state.kind === 'loading' && (
        <p className="text-muted" aria-busy="true">
          Loading what we hold about you…
        </p>
      )}
      {state.kind === 'error' && (
        <div role="alert" className="space-y-3">
          <p>What we hold about you could not be loaded. Check your connection and try again.</p>
          <button type="button" onClick={retry} className="btn-secondary">
            Try again
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
  );
}
