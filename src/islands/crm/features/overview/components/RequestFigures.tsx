import { labels } from '~/lib/crm/labels.ts';
import {
  REQUEST_OUTCOMES,
  statusLabelsOf,
  type RequestOutcome,
} from '~/lib/crm/overview/outcomes.ts';
import { REQUEST_SOURCES, type RequestSource } from '~functions/_shared/domain/request-sources.ts';
import { weeksOf, weekWithin, type Period } from '~/lib/crm/overview/period.ts';
import { openInAllTable } from '../../../stores/all-narrowing.ts';
import type { OverviewFigures } from '../hooks/useOverviewFigures.ts';
import { CHART_COLORS, formatCount, formatDays } from '../utils/format.ts';
import { FigureBlock } from './FigureBlock.tsx';
import { FigureTable } from './FigureTable.tsx';
import { UPlotChart } from './UPlotChart.tsx';

const text = () => labels.overview;

/** Requests: applications and event requests per week by source and outcome; time to decide. */
export function RequestFigures({ figures, period }: { figures: OverviewFigures; period: Period }) {
  const weeks = weeksOf(period);
  // Totals by week and source, and by outcome too, added up once: a year is 53 weeks of rows
  // that each cell would otherwise filter again.
  const totals = new Map<string, number>();
  for (const row of figures.requests) {
    for (const key of [`${row.week}|${row.source}`, `${row.week}|${row.source}|${row.outcome}`])
      totals.set(key, (totals.get(key) ?? 0) + row.total);
  }
  const count = (week: string, source: RequestSource, outcome?: RequestOutcome) =>
    totals.get(outcome ? `${week}|${source}|${outcome}` : `${week}|${source}`) ?? 0;
  return (
    <section aria-labelledby="overview-requests" className="space-y-4">
      <h2 id="overview-requests" className="text-lg font-semibold text-palm-900">
        {text().requests}
      </h2>
      <FigureBlock>
        <UPlotChart
          caption={text().requestsCaption}
          kind="lines"
          categories={weeks.map((week) => week.slice(5))}
          series={REQUEST_SOURCES.map((source, index) => ({
            label: text().sources[source],
            values: weeks.map((week) => count(week, source)),
            color: CHART_COLORS[index]!,
          }))}
        />
        <FigureTable
          data-testid="overview-requests"
          caption={text().requestsCaption}
          headers={[
            text().week,
            text().source,
            ...REQUEST_OUTCOMES.map((outcome) => text().outcomes[outcome]),
            text().total,
          ]}
          rows={weeks.flatMap((week) =>
            REQUEST_SOURCES.filter((source) => count(week, source) > 0).map((source) => ({
              key: `${week}-${source}`,
              cells: [
                { text: week },
                { text: text().sources[source] },
                ...REQUEST_OUTCOMES.map((outcome) => ({
                  text: formatCount(count(week, source, outcome)),
                  open: () =>
                    openInAllTable({
                      type: 'all',
                      figure: { name: 'received', value: source, period: weekWithin(week, period) },
                      statuses: statusLabelsOf(outcome),
                      label: text().requestsOf(
                        text().sources[source],
                        text().outcomes[outcome],
                        week,
                      ),
                    }),
                })),
                { text: formatCount(count(week, source)) },
              ],
            })),
          )}
        />
      </FigureBlock>
      <FigureTable
        data-testid="overview-decisions"
        caption={text().decisionCaption}
        headers={[text().source, text().decided, text().medianDays]}
        rows={figures.decisions.map((row) => ({
          key: row.source,
          cells: [
            { text: text().sources[row.source as RequestSource] ?? row.source },
            {
              text: formatCount(row.decided),
              open: () =>
                openInAllTable({
                  type: 'all',
                  figure: { name: 'decided', value: row.source, period },
                  label: text().rowsOf(
                    text().decided,
                    text().sources[row.source as RequestSource] ?? row.source,
                    period,
                  ),
                }),
            },
            { text: formatDays(row.median_days) },
          ],
        }))}
      />
    </section>
  );
}
