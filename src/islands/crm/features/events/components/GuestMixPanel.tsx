import { guestMix, type MixCounts } from '~/lib/crm/guest-mix.ts';
import type { CatalogueEvent, EventGuest } from '~/lib/crm/event-capacity.ts';
import type { EventRequestRow } from '../../../stores/live.ts';
import { labels } from '~/lib/crm/labels.ts';
import { valueLabel } from '~/lib/crm/value-labels.ts';

interface GuestMixPanelProps {
  event: CatalogueEvent;
  requests: readonly EventRequestRow[];
  members: ReadonlySet<string>;
  /** Every event's guests with whether they came; null until read. */
  came: readonly EventGuest[] | null;
}

function list(entries: readonly [string, number][]): string {
  return entries.length ? entries.map(([label, count]) => `${label} ${count}`).join(' · ') : '—';
}

function MixColumn({ heading, mix, note }: { heading: string; mix: MixCounts; note?: string }) {
  return (
    <div className="min-w-0">
      <p className="font-semibold text-palm-900">
        {heading} ({mix.total})
      </p>
      {note && <p className="text-muted">{note}</p>}
      <dl className="mt-1 space-y-1">
        <div>
          <dt className="text-muted">{labels.events.byIndustry}</dt>
          <dd>{list(mix.industry)}</dd>
        </div>
        <div>
          <dt className="text-muted">{labels.events.bySeniority}</dt>
          <dd>
            {list(mix.seniority.map(([level, count]) => [valueLabel('seniority', level), count]))}
          </dd>
        </div>
        <div>
          <dt className="text-muted">{labels.events.membersAndProspects}</dt>
          <dd>
            {mix.members} {mix.members === 1 ? labels.events.member : labels.events.members} ·{' '}
            {mix.prospects} {mix.prospects === 1 ? labels.events.prospect : labels.events.prospects}
          </dd>
        </div>
      </dl>
    </div>
  );
}

/**
 * One event's guests at a glance, so staff balance the room before approving the next guest, and
 * after it compare who was approved with who came.
 */
export function GuestMixPanel({ event, requests, members, came }: GuestMixPanelProps) {
  const mix = guestMix(requests, event.slug, members, came);
  return (
    <details
      className="rounded-2xl border border-sand-200 bg-sand-50 p-4 text-sm"
      data-testid="guest-mix"
    >
      <summary className="cursor-pointer font-semibold text-palm-900">
        {labels.events.guestMixFor(event.title)}
      </summary>
      <div className="mt-3 grid gap-4 sm:grid-cols-3">
        <MixColumn heading={labels.events.approved} mix={mix.approved} />
        <MixColumn heading={labels.events.waiting} mix={mix.waiting} />
        {mix.came && (
          <MixColumn
            heading={labels.events.came}
            mix={mix.came}
            note={
              mix.came.withoutARequest
                ? labels.events.ofTheApprovedAndWithoutARequest(mix.came.withoutARequest)
                : labels.events.ofTheApproved
            }
          />
        )}
      </div>
    </details>
  );
}
