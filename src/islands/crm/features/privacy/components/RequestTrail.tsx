import { formatLastLogin } from '~/lib/crm/unified-rows.ts';
import type { TrailEntry } from '../api/read-privacy-request-trail.ts';
import { labels } from '~/lib/crm/labels.ts';

const ACTION_LABELS = (): Record<string, string> => ({
  privacy_request_received: labels.privacy.receivedFromTheForm,
  privacy_request_verified: labels.privacy.verifiedByThePerson,
  privacy_request_viewed: labels.privacy.openedByStaff,
  privacy_request_extended: labels.privacy.extendedOnce,
  privacy_request_done: labels.privacy.markedDone,
  privacy_request_refused: labels.privacy.refusedWithReason,
  personal_data_exported: labels.privacy.personalDataExported,
  personal_data_erased: labels.privacy.personalDataErased,
});

/**
 * The request's audit trail, oldest first: what happened, who did it, when; from its receipt to
 * its answer, with the export and erasure made for it.
 */
export function RequestTrail({ trail }: { trail: readonly TrailEntry[] }) {
  return (
    <section aria-labelledby="trail-heading">
      <h3 id="trail-heading" className="font-semibold text-palm-900">
        {labels.privacy.auditTrail}
      </h3>
      <ol className="mt-2 space-y-1 text-sm" data-testid="privacy-trail">
        {trail.map((entry, index) => (
          <li key={index}>
            <time dateTime={entry.occurred_at}>{formatLastLogin(entry.occurred_at)}</time> ·{' '}
            {ACTION_LABELS()[entry.action] ?? entry.action} ·{' '}
            {entry.actor_name ??
              (entry.actor_role === 'authenticated'
                ? labels.privacy.aStaffMember
                : labels.privacy.thePerson)}
          </li>
        ))}
      </ol>
    </section>
  );
}
