import { useState } from 'react';
import { usePrivacyLists } from '../hooks/usePrivacyLists.ts';
import { useNow } from '../../../shared/hooks/useNow.ts';
import { IncidentsPanel } from './IncidentsPanel.tsx';
import { PrivacyRequestDialog } from './PrivacyRequestDialog.tsx';
import { PrivacyRequests } from './PrivacyRequests.tsx';
import { RetentionRunsPanel } from './RetentionRunsPanel.tsx';
import { labels } from '~/lib/crm/labels.ts';
import { LoadFailed } from '../../../shared/components/LoadFailed.tsx';
import { LoadingNote } from '../../../shared/components/LoadingNote.tsx';

/**
 * The Privacy tab (docs/behaviour/privacy-requests.md#the-privacy-tab): people's requests with
 * their due dates, incidents with their 72-hour clocks, and the monthly retention runs.
 */
export function PrivacyView() {
  const { requests, incidents, retentionRuns } = usePrivacyLists();
  const now = useNow();
  const [openId, setOpenId] = useState<string | null>(null);

  return (
    <div className="space-y-10">
      <section aria-labelledby="privacy-requests-heading">
        <h2 id="privacy-requests-heading" className="text-xl font-semibold text-palm-900">
          {labels.privacy.peoplesRequests}
        </h2>
        <p className="mb-3 text-sm text-muted">{labels.privacy.answerWithin30DaysOf}</p>
        {requests.status === 'loading' && <LoadingNote />}
        {requests.status === 'error' && (
          <LoadFailed
            title={labels.privacy.errorLoadingPrivacyRequests}
            onRetry={() => void requests.reload()}
          />
        )}
        {requests.status === 'ready' && (
          <PrivacyRequests
            requests={requests.value}
            now={now}
            onOpen={(request) => setOpenId(request.id)}
          />
        )}
      </section>
      <section aria-labelledby="privacy-incidents-heading">
        <h2 id="privacy-incidents-heading" className="text-xl font-semibold text-palm-900">
          {labels.privacy.incidents}
        </h2>
        <p className="mb-3 text-sm text-muted">{labels.privacy.sdaiaMustBeToldWithin}</p>
        {incidents.status === 'loading' && <LoadingNote />}
        {incidents.status === 'error' && (
          <LoadFailed
            title={labels.privacy.errorLoadingIncidents}
            onRetry={() => void incidents.reload()}
          />
        )}
        {incidents.status === 'ready' && (
          <IncidentsPanel
            incidents={incidents.value}
            now={now}
            onChanged={() => void incidents.reload()}
          />
        )}
      </section>
      <section aria-labelledby="privacy-retention-heading">
        <h2 id="privacy-retention-heading" className="text-xl font-semibold text-palm-900">
          {labels.privacy.retentionRuns}
        </h2>
        <p className="mb-3 text-sm text-muted">{labels.privacy.retentionRunsExplained}</p>
        {retentionRuns.status === 'loading' && <LoadingNote />}
        {retentionRuns.status === 'error' && (
          <LoadFailed
            title={labels.privacy.errorLoadingRetentionRuns}
            onRetry={() => void retentionRuns.reload()}
          />
        )}
        {retentionRuns.status === 'ready' && <RetentionRunsPanel runs={retentionRuns.value} />}
      </section>
      {openId && (
        <PrivacyRequestDialog
          requestId={openId}
          now={now}
          onClose={() => setOpenId(null)}
          onChanged={() => void requests.reload()}
        />
      )}
    </div>
  );
}
