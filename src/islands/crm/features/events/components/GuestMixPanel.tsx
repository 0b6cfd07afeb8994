import { guestMix, type MixCounts } from '~/lib/crm/guest-mix.ts';
import type { CatalogueEvent } from '~/lib/crm/event-capacity.ts';
import type { EventRequestRow } from '../../../stores/live.ts';

interface GuestMixPanelProps {
  event: CatalogueEvent;
  requests: readonly EventRequestRow[];
  members: ReadonlySet<string>;
}

function list(entries: readonly [string, number][]): string {
  return entries.length ? entries.map(([label, count]) => `${label} ${count}`).join(' · ') : '—';
}

function MixColumn({ heading, mix }: { heading: string; mix: MixCounts }) {
  return (
    <div className="min-w-0">
      <p className="font-semibold text-palm-900">
        {heading} ({mix.total})
      </p>
      <dl className="mt-1 space-y-1">
        <div>
          <dt className="text-muted">By industry</dt>
          <dd>{list(mix.industry)}</dd>
        </div>
        <div>
          <dt className="text-muted">By seniority</dt>
          <dd>{list(mix.seniority)}</dd>
        </div>
        <div>
          <dt className="text-muted">Members and prospects</dt>
          <dd>
            {mix.members} {mix.members === 1 ? 'member' : 'members'} · {mix.prospects}{' '}
            {mix.prospects === 1 ? 'prospect' : 'prospects'}
          </dd>
        </div>
      </dl>
    </div>
  );
}

/** One event's guests at a glance, so staff balance the room before approving the next guest. */
export function GuestMixPanel({ event, requests, members }: GuestMixPanelProps) {
  const mix = guestMix(requests, event.slug, members);
  return (
    <details
      className="rounded-2xl border border-sand-200 bg-sand-50 p-4 text-sm"
      data-testid="guest-mix"
    >
      <summary className="cursor-pointer font-semibold text-palm-900">
        Guest mix: {event.title}
      </summary>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        <MixColumn heading="Approved" mix={mix.approved} />
        <MixColumn heading="Waiting" mix={mix.waiting} />
      </div>
    </details>
  );
}
