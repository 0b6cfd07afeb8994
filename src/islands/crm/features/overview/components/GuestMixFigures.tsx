import { guestListPath } from '~/lib/check-in/guest-list.ts';
import { industryLabel } from '~/lib/crm/domain.ts';
import { valueLabel } from '~/lib/crm/value-labels.ts';
import { SENIORITY_LEVELS } from '~/lib/crm/guest-mix.ts';
import { labels } from '~/lib/crm/labels.ts';
import type { OverviewFigures } from '../hooks/useOverviewFigures.ts';
import { CHART_COLORS, formatCount } from '../utils/format.ts';
import { FigureBlock } from './FigureBlock.tsx';
import { FigureTable } from './FigureTable.tsx';
import { UPlotChart } from './UPlotChart.tsx';

const text = () => labels.overview;
const DIMENSIONS = ['industry', 'seniority'] as const;

/**
 * The guest mix of the period's events (overview_guest_mix): the chart adds up every event, the
 * table gives each event's groups; an event's name opens its guest list.
 */
export function GuestMixFigures({ figures }: { figures: OverviewFigures }) {
  const titles = new Map(figures.events.map((event) => [event.slug, event.title]));
  return DIMENSIONS.map((dimension) => {
    const rows = figures.guestMix.filter((row) => row.dimension === dimension);
    const name = (value: string | null) =>
      dimension === 'industry' ? industryLabel(value) : valueLabel('seniority', value ?? '');
    // Seniority in its own order (most senior first); industries largest first, as SQL sends them.
    const groups =
      dimension === 'seniority'
        ? SENIORITY_LEVELS.filter((level) => rows.some((row) => row.value === level))
        : [...new Set(rows.map((row) => row.value as string | null))];
    const sum = (value: string | null, key: 'guests' | 'came') =>
      rows.filter((row) => row.value === value).reduce((total, row) => total + row[key], 0);
    return (
      <FigureBlock key={dimension}>
        <UPlotChart
          caption={text().guestMixCaption[dimension]}
          kind="bars"
          categories={groups.map(name)}
          series={[
            {
              label: text().guests,
              values: groups.map((value) => sum(value, 'guests')),
              color: CHART_COLORS[0],
            },
            {
              label: text().came,
              values: groups.map((value) => sum(value, 'came')),
              color: CHART_COLORS[3],
            },
          ]}
        />
        <FigureTable
          data-testid={`overview-guest-mix-${dimension}`}
          caption={text().guestMixCaption[dimension]}
          headers={[
            text().event,
            dimension === 'industry' ? labels.common.industry : text().seniority,
            text().guests,
            text().came,
          ]}
          rows={rows.map((row) => ({
            key: `${row.slug}-${row.value ?? ''}`,
            cells: [
              { text: titles.get(row.slug) ?? row.slug, href: guestListPath(row.slug) },
              { text: name(row.value) },
              { text: formatCount(row.guests) },
              { text: formatCount(row.came) },
            ],
          }))}
        />
      </FigureBlock>
    );
  });
}
