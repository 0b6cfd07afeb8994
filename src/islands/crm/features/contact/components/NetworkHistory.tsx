import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { statusLabel } from '~/lib/crm/requests.ts';
import { $eventCatalogue } from '../../../stores/event-catalogue.ts';
import { openRequest } from '../../../stores/open-record.ts';
import { listNetworkHistory, type NetworkHistory as History } from '../api/list-network-history.ts';

const day = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });

interface NetworkHistoryProps {
  email: string;
  newsletterSince: string | null;
}

/** The person's history with the network: membership application, event requests, newsletter. */
export function NetworkHistory({ email, newsletterSince }: NetworkHistoryProps) {
  const [history, setHistory] = useState<History | null>(null);
  const catalogue = useStore($eventCatalogue);

  useEffect(() => {
    let active = true;
    listNetworkHistory(email).then(
      (loaded) => {
        if (active) setHistory(loaded);
      },
      () => {
        if (active) setHistory({ membership: [], events: [] });
      },
    );
    return () => {
      active = false;
    };
  }, [email]);

  const items: { key: string; text: string; at: string; kind: 'membership' | 'event' | null }[] =
    [];
  for (const m of history?.membership ?? []) {
    items.push({
      key: m.id,
      text: `Membership application: ${statusLabel(m.request_status)}`,
      at: m.created_at,
      kind: 'membership',
    });
  }
  for (const e of history?.events ?? []) {
    const title =
      catalogue.find((event) => event.slug === e.event_slug)?.title ?? `${e.event_type} request`;
    items.push({
      key: e.id,
      text: `${title}: ${statusLabel(e.request_status)}`,
      at: e.created_at,
      kind: 'event',
    });
  }
  if (newsletterSince)
    items.push({
      key: 'newsletter',
      text: 'Subscribed to the newsletter',
      at: newsletterSince,
      kind: null,
    });
  items.sort((a, b) => (a.at < b.at ? 1 : -1));

  return (
    <section aria-labelledby="history-heading" className="space-y-2">
      <h3 id="history-heading" className="font-semibold text-palm-900">
        History with the network
      </h3>
      {history === null ? (
        <p className="text-sm text-muted" aria-busy="true">
          Loading…
        </p>
      ) : items.length === 0 ? (
        <p className="text-sm text-muted">No applications, event requests or newsletter sign-up.</p>
      ) : (
        <ul className="space-y-1 text-sm" data-testid="network-history">
          {items.map((item) => (
            <li key={item.key}>
              {item.kind ? (
                <button
                  type="button"
                  className="text-left text-palm-800 hover:underline"
                  onClick={() => openRequest({ kind: item.kind!, id: item.key })}
                >
                  {item.text}
                </button>
              ) : (
                item.text
              )}{' '}
              <span className="text-muted">· {day.format(new Date(item.at))}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
