import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { attendanceLine, attendanceOf } from '~/lib/events/attendance.ts';
import { historyItems, type HistoryItem } from '~/lib/crm/network-history.ts';
import { $eventCatalogue } from '../../../stores/event-catalogue.ts';
import { openRequest } from '../../../stores/open-record.ts';
import { listNetworkHistory } from '../api/list-network-history.ts';
import { CorrectAttendance } from './CorrectAttendance.tsx';
import { labels } from '~/lib/crm/labels.ts';
import { crmDateFormat } from '~/lib/crm/staff-format.ts';

const day = () => crmDateFormat({ dateStyle: 'medium' });

interface NetworkHistoryProps {
  email: string;
  newsletterSince: string | null;
}

type Loaded =
  | { state: 'loading' }
  | { state: 'error' }
  | { state: 'ready'; items: HistoryItem[]; attendance: string | null };

/**
 * The person's history with the network: membership application, event requests, invitations and
 * whether they came, newsletter.
 */
export function NetworkHistory({ email, newsletterSince }: NetworkHistoryProps) {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const catalogue = useStore($eventCatalogue);

  useEffect(() => {
    let active = true;
    listNetworkHistory(email).then(
      (requests) => {
        if (!active) return;
        const title = (slug: string | null) =>
          catalogue.find((event) => event.slug === slug)?.title ?? null;
        const now = new Date();
        setLoaded({
          state: 'ready',
          items: historyItems(requests, newsletterSince, title, now),
          attendance: requests.invitations.length
            ? attendanceLine(attendanceOf(requests.invitations, now))
            : null,
        });
      },
      () => {
        if (active) setLoaded({ state: 'error' });
      },
    );
    return () => {
      active = false;
    };
  }, [email, newsletterSince, catalogue, attempt]);

  return (
    <section aria-labelledby="history-heading" className="space-y-2">
      <h3 id="history-heading" className="font-semibold text-palm-900">
        {labels.contact.historyWithTheNetwork}
      </h3>
      {loaded.state === 'loading' ? (
        <p className="text-sm text-muted" aria-busy="true">
          {labels.common.loading}
        </p>
      ) : loaded.state === 'error' ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
          <span className="text-red-800">{labels.contact.theHistoryCouldNotBe}</span>
          <button
            type="button"
            className="btn-secondary px-3 py-1 text-xs"
            onClick={() => {
              setLoaded({ state: 'loading' });
              setAttempt(attempt + 1);
            }}
          >
            {labels.common.tryAgain}
          </button>
        </div>
      ) : loaded.items.length === 0 ? (
        <p className="text-sm text-muted">{labels.contact.noApplicationsEventRequestsOr}</p>
      ) : (
        <>
          {loaded.attendance && (
            <p className="text-sm font-semibold" data-testid="attendance-summary">
              {loaded.attendance}
            </p>
          )}
          <ul className="space-y-1 text-sm" data-testid="network-history">
            {loaded.items.map((item) => (
              <li key={item.key}>
                {item.request ? (
                  <button
                    type="button"
                    className="text-start text-palm-800 hover:underline"
                    onClick={() => openRequest(item.request!)}
                  >
                    {item.text}
                  </button>
                ) : (
                  item.text
                )}{' '}
                <span className="text-muted">
                  · {day().format(new Date(item.at))}
                  {item.decidedAt
                    ? labels.contact.approvedOn(day().format(new Date(item.decidedAt)))
                    : ''}
                </span>
                {item.attendance && (
                  <CorrectAttendance
                    invitationId={item.attendance.invitationId}
                    attended={item.attendance.attended}
                    what={item.text}
                    onCorrected={() => setAttempt((count) => count + 1)}
                  />
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
