import { useStore } from '@nanostores/react';
import { useId } from 'react';
import { labels } from '~/lib/crm/labels.ts';
import { useNow } from '../../../shared/hooks/useNow.ts';
import { $eventCatalogue } from '../../../stores/event-catalogue.ts';

interface EventAnnouncementProps {
  eventSlug: string;
  onChange: (eventSlug: string) => void;
}

/**
 * The upcoming event a campaign announces, if any (docs/behaviour/staff-app.md#the-campaigns-tab):
 * its mails then link to the event's request form, prefilled for each recipient. The events come
 * from the page's catalogue; only those still to come are offered.
 */
export function EventAnnouncement({ eventSlug, onChange }: EventAnnouncementProps) {
  const id = useId();
  const words = labels.campaigns;
  const catalogue = useStore($eventCatalogue);
  const now = useNow().getTime();
  const upcoming = catalogue
    .filter((event) => Date.parse(event.start) > now || event.slug === eventSlug)
    .sort((a, b) => a.start.localeCompare(b.start));
  return (
    <div>
      <label className="text-sm font-semibold" htmlFor={`${id}-event`}>
        {words.announceEvent}
      </label>
      <select
        id={`${id}-event`}
        className="mt-1 w-full rounded-lg border border-sand-300 bg-white px-3 py-2 text-sm"
        value={eventSlug}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{words.noEvent}</option>
        {upcoming.map((event) => (
          <option key={event.slug} value={event.slug}>
            {event.title}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
        {words.announceHint} {words.upcomingEventsOnly}
      </p>
    </div>
  );
}
