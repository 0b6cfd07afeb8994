import { guestListPath } from '~/lib/check-in/guest-list.ts';
import { labels } from '~/lib/crm/labels.ts';
import { EmptyNote } from '../../../shared/components/EmptyNote.tsx';
import type { OverviewFigures } from '../hooks/useOverviewFigures.ts';
import { CHART_COLORS, formatCount, formatRate } from '../utils/format.ts';
import { FigureBlock } from './FigureBlock.tsx';
import { FigureTable } from './FigureTable.tsx';
import { GuestMixFigures } from './GuestMixFigures.tsx';
import { UPlotChart } from './UPlotChart.tsx';

const text = () => labels.overview;

/** Events: each event of the period with its room and guests; the event opens its guest list. */
export function EventFigures({ figures }: { figures: OverviewFigures }) {
  const { events } = figures;
  return (
    <section aria-labelledby="overview-events" className="space-y-4">
      <h2 id="overview-events" className="text-lg font-semibold text-palm-900">
        {text().events}
      </h2>
      {events.length === 0 ? (
        <EmptyNote>{text().noEvents}</EmptyNote>
      ) : (
        <FigureBlock>
          <UPlotChart
            caption={text().eventsCaption}
            kind="bars"
            categories={events.map((row) => row.title)}
            series={[
              {
                label: text().checkedIn,
                values: events.map((row) => row.checked_in),
                color: CHART_COLORS[0],
              },
            ]}
          />
          <FigureTable
            data-testid="overview-events"
            caption={text().eventsCaption}
            headers={[
              text().event,
              text().capacity,
              text().invited,
              text().confirmed,
              text().declined,
              text().checkedIn,
              text().walkIns,
              text().noShows,
              text().fillRate,
              text().showRate,
            ]}
            rows={events.map((row) => ({
              key: row.slug,
              cells: [
                { text: row.title, href: guestListPath(row.slug) },
                { text: row.capacity === null ? '—' : formatCount(row.capacity) },
                { text: formatCount(row.invited) },
                { text: formatCount(row.confirmed) },
                { text: formatCount(row.declined) },
                { text: formatCount(row.checked_in) },
                { text: formatCount(row.walk_ins) },
                { text: formatCount(row.no_shows) },
                { text: formatRate(row.fill_rate) },
                { text: formatRate(row.show_rate) },
              ],
            }))}
          />
        </FigureBlock>
      )}
      {events.length > 0 && <GuestMixFigures figures={figures} />}
    </section>
  );
}
