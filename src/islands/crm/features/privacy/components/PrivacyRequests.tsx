import { splitByVerification } from '~/lib/privacy/request-rows.ts';
import { labels } from '~/lib/crm/labels.ts';
import type { PrivacyRequest } from '../api/list-privacy-requests.ts';
import { EmptyNote } from '../../../shared/components/EmptyNote.tsx';
import { PrivacyRequestList } from './PrivacyRequestList.tsx';

interface PrivacyRequestsProps {
  requests: readonly PrivacyRequest[];
  now: Date;
  onOpen: (request: PrivacyRequest) => void;
}

/**
 * The requests staff act on, and below them, folded away by default, those still awaiting
 * verification (docs/behaviour/privacy-requests.md#the-privacy-tab).
 */
export function PrivacyRequests({ requests, now, onOpen }: PrivacyRequestsProps) {
  if (requests.length === 0)
    return <EmptyNote>{labels.privacy.noPrivacyRequestsYetRequests}</EmptyNote>;
  const { verified, awaiting } = splitByVerification(requests);
  return (
    <div className="space-y-4">
      {verified.length > 0 ? (
        <PrivacyRequestList
          requests={verified}
          caption={labels.privacy.privacyRequestsOpenOnesFirst}
          now={now}
          onOpen={onOpen}
        />
      ) : (
        <EmptyNote>{labels.privacy.noVerifiedRequestsYet}</EmptyNote>
      )}
      {awaiting.length > 0 && (
        <details className="rounded-2xl border border-sand-200 p-4" data-testid="awaiting-requests">
          <summary className="cursor-pointer font-semibold text-palm-800">
            {labels.privacy.awaitingVerificationCount(awaiting.length)}
          </summary>
          <p className="mt-2 mb-3 text-sm text-muted">
            {labels.privacy.awaitingVerificationExplained}
          </p>
          <PrivacyRequestList
            requests={awaiting}
            caption={labels.privacy.privacyRequestsAwaitingVerification}
            now={now}
            onOpen={onOpen}
          />
        </details>
      )}
    </div>
  );
}
