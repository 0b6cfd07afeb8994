import { useState } from 'react';
import { PRIVACY_INCIDENT_STATUS_LABELS } from '~functions/_shared/domain/privacy.ts';
import { incidentClock } from '~/lib/privacy/request-rows.ts';
import { formatLastLogin } from '~/lib/crm/unified-rows.ts';
import { notifyError } from '~/islands/shared/toaster/notify.tsx';
import { errorMessage } from '../../../api/client.ts';
import { advanceIncident } from '../api/advance-incident.ts';
import type { PrivacyIncident } from '../api/list-incidents.ts';
import { IncidentForm } from './IncidentForm.tsx';
import { labels } from '~/lib/crm/labels.ts';

interface IncidentsPanelProps {
  incidents: readonly PrivacyIncident[];
  now: Date;
  onChanged: () => void;
}

/** Incidents with the time left on each open one's 72-hour clock; mark notified, then closed. */
export function IncidentsPanel({ incidents, now, onChanged }: IncidentsPanelProps) {
  const [adding, setAdding] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);

  const step = async (incident: PrivacyIncident, next: 'notified' | 'closed') => {
    setBusy(incident.id);
    try {
      await advanceIncident(incident.id, next);
      onChanged();
    } catch (error) {
      notifyError(labels.privacy.errorUpdatingTheIncident, errorMessage(error));
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="space-y-4">
      <button
        type="button"
        className="btn-secondary px-3 py-1.5 text-sm"
        aria-expanded={adding}
        onClick={() => setAdding(!adding)}
      >
        {adding ? labels.common.cancel : labels.privacy.recordAnIncident}
      </button>
      {adding && (
        <IncidentForm
          onRecorded={() => {
            setAdding(false);
            onChanged();
          }}
        />
      )}
      {incidents.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-sand-300 p-6 text-center text-muted">
          {labels.privacy.noIncidentsRecorded}
        </p>
      ) : (
        <ul className="divide-y divide-sand-200" aria-label={labels.privacy.incidents}>
          {incidents.map((incident) => {
            const clock = incidentClock(incident, now);
            return (
              <li
                key={incident.id}
                className="flex flex-wrap items-start gap-3 py-3"
                data-testid="privacy-incident"
              >
                <div className="min-w-0 flex-1">
                  <p className="font-semibold text-ink" dir="auto">
                    {incident.summary}
                  </p>
                  <p className="text-sm text-muted">
                    {labels.privacy.discoveredLine(
                      formatLastLogin(incident.discovered_at),
                      PRIVACY_INCIDENT_STATUS_LABELS[incident.status],
                    )}
                    {incident.people_affected !== null &&
                      labels.privacy.aboutPeople(incident.people_affected)}
                  </p>
                  {incident.categories && (
                    <p className="text-sm" dir="auto">
                      {incident.categories}
                    </p>
                  )}
                  {clock.clockText && (
                    <p
                      className={`text-sm font-semibold ${clock.overdue ? 'text-red-700' : 'text-orange-800'}`}
                    >
                      {labels.privacy.clockBy(
                        clock.clockText,
                        formatLastLogin(clock.notifyBy.toISOString()),
                      )}
                    </p>
                  )}
                </div>
                {incident.status === 'open' && (
                  <button
                    type="button"
                    className="btn-secondary px-3 py-1.5 text-sm"
                    disabled={busy === incident.id}
                    onClick={() => void step(incident, 'notified')}
                  >
                    {labels.privacy.markSdaiaNotified}
                  </button>
                )}
                {incident.status !== 'closed' && (
                  <button
                    type="button"
                    className="btn-secondary px-3 py-1.5 text-sm"
                    disabled={busy === incident.id}
                    onClick={() => void step(incident, 'closed')}
                  >
                    {labels.privacy.close}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
