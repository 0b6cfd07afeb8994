import { stageLabel, industryLabel, leadTypeLabel } from '~/lib/crm/domain.ts';
import { englishValueLabel } from '~/lib/crm/value-labels.ts';
import { labels } from '~/lib/crm/labels.ts';
import type { OverviewRowFigure } from '~/lib/crm/overview/figure-rows.ts';
import type { Period } from '~/lib/crm/overview/period.ts';
import { openInAllTable } from '../../../stores/all-narrowing.ts';
import type { OverviewFigures } from '../hooks/useOverviewFigures.ts';
import { CHART_COLORS, formatCount, formatDays, formatShare } from '../utils/format.ts';
import { FigureBlock } from './FigureBlock.tsx';
import { FigureTable, type FigureCell } from './FigureTable.tsx';
import { UPlotChart } from './UPlotChart.tsx';

const text = () => labels.overview;

/** Pipeline: contacts per stage now, the new leads' funnel, time in stage, conversion. */
export function PipelineFigures({ figures, period }: { figures: OverviewFigures; period: Period }) {
  const { stageCounts, funnel, durations, conversion } = figures;
  /** A count whose contacts the database finds for the period (public.overview_rows). */
  const count = (
    total: number,
    name: OverviewRowFigure,
    value: string | null,
    what: string,
    row: string,
  ): FigureCell => ({
    text: formatCount(total),
    open: () =>
      openInAllTable({
        type: 'contact',
        figure: { name, value, period },
        label: text().rowsOf(what, row, period),
      }),
  });
  const now = stageCounts.map((row) => ({
    text: formatCount(row.total),
    open: () =>
      openInAllTable({
        type: 'contact',
        // The All table's Status column holds the English names (crm_all_rows).
        statuses: [englishValueLabel('stage', row.stage)],
        label: text().stageNow(stageLabel(row.stage)),
      }),
  }));
  const reached = funnel.map((row) =>
    count(row.reached, 'reached', row.stage, text().reached, stageLabel(row.stage)),
  );
  const stayed = durations.map((row) =>
    count(row.stays, 'stayed', row.stage, text().stays, stageLabel(row.stage)),
  );
  return (
    <section aria-labelledby="overview-pipeline" className="space-y-4">
      <h2 id="overview-pipeline" className="text-lg font-semibold text-palm-900">
        {text().pipeline}
      </h2>
      <FigureBlock>
        <UPlotChart
          caption={text().stageCountsCaption}
          kind="bars"
          categories={stageCounts.map((row) => stageLabel(row.stage))}
          series={[
            {
              label: text().contactsNow,
              values: stageCounts.map((row) => row.total),
              color: CHART_COLORS[0],
            },
          ]}
          onPick={(index) => now[index]?.open()}
        />
        <FigureTable
          data-testid="overview-stage-counts"
          caption={text().stageCountsCaption}
          headers={[text().stage, text().contactsNow]}
          rows={stageCounts.map((row, index) => ({
            key: row.stage,
            cells: [{ text: stageLabel(row.stage) }, now[index]!],
          }))}
        />
      </FigureBlock>
      <FigureBlock>
        <UPlotChart
          caption={text().funnelCaption}
          kind="bars"
          categories={funnel.map((row) => stageLabel(row.stage))}
          series={[
            {
              label: text().reached,
              values: funnel.map((row) => row.reached),
              color: CHART_COLORS[1],
            },
          ]}
          onPick={(index) => reached[index]?.open?.()}
        />
        <FigureTable
          data-testid="overview-funnel"
          caption={text().funnelCaption}
          headers={[text().stage, text().reached, text().stoppedHere]}
          rows={funnel.map((row, index) => ({
            key: row.stage,
            cells: [
              { text: stageLabel(row.stage) },
              reached[index]!,
              count(row.furthest, 'furthest', row.stage, text().stoppedHere, stageLabel(row.stage)),
            ],
          }))}
        />
      </FigureBlock>
      <FigureBlock>
        <UPlotChart
          caption={text().durationsCaption}
          kind="bars"
          categories={durations.map((row) => stageLabel(row.stage))}
          series={[
            {
              label: text().medianDays,
              values: durations.map((row) => row.median_days),
              color: CHART_COLORS[2],
            },
          ]}
          onPick={(index) => stayed[index]?.open?.()}
        />
        <FigureTable
          data-testid="overview-durations"
          caption={text().durationsCaption}
          headers={[text().stage, text().medianDays, text().stays]}
          rows={durations.map((row, index) => ({
            key: row.stage,
            cells: [
              { text: stageLabel(row.stage) },
              { text: formatDays(row.median_days) },
              stayed[index]!,
            ],
          }))}
        />
      </FigureBlock>
      <FigureBlock>
        {(['lead_type', 'industry'] as const).map((dimension) => (
          <FigureTable
            key={dimension}
            data-testid={`overview-conversion-${dimension}`}
            caption={text().conversionCaption}
            headers={[
              dimension === 'lead_type' ? text().leadType : labels.common.industry,
              text().leads,
              text().won,
              text().conversion,
            ]}
            rows={conversion
              .filter((row) => row.dimension === dimension)
              .map((row) => {
                const name =
                  dimension === 'lead_type'
                    ? leadTypeLabel(row.value)
                    : industryLabel(row.value ?? null);
                return {
                  key: row.value ?? '',
                  cells: [
                    { text: name },
                    count(row.leads, `leads_by_${dimension}`, row.value, text().leads, name),
                    count(row.won, `won_by_${dimension}`, row.value, text().won, name),
                    { text: formatShare(row.won, row.leads) },
                  ],
                };
              })}
          />
        ))}
      </FigureBlock>
    </section>
  );
}
