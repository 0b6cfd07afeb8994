import { useStore } from '@nanostores/react';
import type { CatalogueEvent } from '~/lib/crm/event-capacity.ts';
import { $mailBrand } from '../../../stores/event-catalogue.ts';
import { useEventFollowUps } from '../hooks/useEventFollowUps.ts';
import { FollowUpForm } from './FollowUpForm.tsx';
import { labels } from '~/lib/crm/labels.ts';

/**
 * After an event has ended (its end from the content file), the follow-ups: one message to the
 * guests who came, another to those who did not (docs/behaviour/event-guests.md#follow-ups-after-the-event).
 */
export function FollowUpPanel({ event }: { event: CatalogueEvent }) {
  const { load, read, send } = useEventFollowUps(event);
  const brand = useStore($mailBrand);
  return (
    <details
      className="rounded-2xl border border-sand-200 bg-white p-4 text-sm"
      data-testid="follow-up"
      onToggle={(e) => {
        if (e.currentTarget.open && load.kind !== 'loading') void read();
      }}
    >
      <summary className="cursor-pointer font-semibold text-palm-900">
        {labels.events.followUpFor(event.title)}
      </summary>
      <div className="mt-3 space-y-3">
        {load.kind === 'loading' && <p aria-busy="true">{labels.events.loadingTheGuests}</p>}
        {load.kind === 'error' && <p role="alert">{load.text}</p>}
        {load.kind === 'ready' &&
          (['came', 'missed'] as const).map((audience) => (
            <FollowUpForm
              key={audience}
              audience={audience}
              eventTitle={event.title}
              guests={load.guests}
              sent={load.sent.find((s) => s.audience === audience)}
              brand={brand}
              onSend={(draft) => send(audience, draft)}
            />
          ))}
      </div>
    </details>
  );
}
