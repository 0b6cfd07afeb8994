import { labels } from '~/lib/crm/labels.ts';
import type { OverviewFigures } from '../hooks/useOverviewFigures.ts';
import { CHART_COLORS, formatCount } from '../utils/format.ts';
import { FigureBlock } from './FigureBlock.tsx';
import { FigureTable } from './FigureTable.tsx';
import { UPlotChart } from './UPlotChart.tsx';

const text = () => labels.overview;

/** Audience: the newsletter list per week, joining, leaving and its size. */
export function AudienceFigures({ figures }: { figures: OverviewFigures }) {
  const weeks = figures.newsletter;
  return (
    <section aria-labelledby="overview-audience" className="space-y-4">
      <h2 id="overview-audience" className="text-lg font-semibold text-palm-900">
        {text().audience}
      </h2>
      <FigureBlock>
        <UPlotChart
          caption={text().audienceCaption}
          kind="lines"
          categories={weeks.map((row) => row.week.slice(5))}
          series={[
            {
              label: text().listSize,
              values: weeks.map((row) => row.total),
              color: CHART_COLORS[0],
            },
            { label: text().given, values: weeks.map((row) => row.given), color: CHART_COLORS[3] },
            {
              label: text().withdrawn,
              values: weeks.map((row) => row.withdrawn),
              color: CHART_COLORS[1],
            },
          ]}
        />
        <FigureTable
          data-testid="overview-newsletter"
          caption={text().audienceCaption}
          headers={[text().week, text().given, text().withdrawn, text().listSize]}
          rows={weeks.map((row) => ({
            key: row.week,
            cells: [
              { text: row.week },
              { text: formatCount(row.given) },
              { text: formatCount(row.withdrawn) },
              { text: formatCount(row.total) },
            ],
          }))}
        />
      </FigureBlock>
    </section>
  );
}
