import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import './overview-print.css';
import { labels } from '~/lib/crm/labels.ts';
import { directionOf, staffLocale } from '~/lib/crm/staff-language.ts';
import { crmNumberFormat } from '~/lib/crm/staff-format.ts';

export interface ChartSeries {
  label: string;
  values: readonly (number | null)[];
  color: string;
}

interface UPlotChartProps {
  /** What the chart shows; read out with a pointer to the table beside it. */
  caption: string;
  /** One label per point, in reading order (right to left in Arabic). */
  categories: readonly string[];
  series: readonly ChartSeries[];
  /** Bars for one series over categories; lines for several over weeks. */
  kind: 'bars' | 'lines';
  /**
   * Opens the rows behind a clicked bar (the category's index): a pointer's shortcut to what the
   * table's button for the same number opens from the keyboard.
   */
  onPick?: (index: number) => void;
}

const HEIGHT = 220;

/**
 * A chart's options. Right to left (the staff app in Arabic), the categories and weeks run from
 * the right (the x scale reversed) and the values' axis stands on the right, as Arabic readers
 * read a chart (docs/behaviour/staff-app.md#language).
 */
function optionsFor(
  props: UPlotChartProps,
  width: number,
  direction: 'ltr' | 'rtl' = 'ltr',
): uPlot.Options {
  const { categories, series, kind } = props;
  const bars = kind === 'bars' ? uPlot.paths.bars?.({ size: [0.6, 64] }) : undefined;
  const rtl = direction === 'rtl';
  return {
    width,
    height: HEIGHT,
    legend: { show: series.length > 1 },
    cursor: { drag: { x: false, y: false } },
    scales: {
      x: { time: false, dir: rtl ? -1 : 1, range: (_u, min, max) => [min - 0.5, max + 0.5] },
    },
    axes: [
      {
        values: (_u, ticks) => ticks.map((tick) => categories[tick] ?? ''),
        incrs: [1],
        size: 50,
      },
      {
        size: 50,
        side: rtl ? 1 : 3,
        // The values in the staff app's digits (Western unless Arabic-Indic were chosen).
        values: (_u, ticks) =>
          ticks.map((tick) => crmNumberFormat({ maximumFractionDigits: 2 }).format(tick)),
      },
    ],
    series: [
      // The legend's first row names the x values (uPlot would say 'Value').
      { label: kind === 'lines' ? labels.overview.week : '' },
      ...series.map((s) => ({
        label: s.label,
        stroke: s.color,
        width: bars ? 0 : 2,
        ...(bars && { fill: s.color, paths: bars, points: { show: false } }),
      })),
    ],
  };
}

function dataOf(props: UPlotChartProps): uPlot.AlignedData {
  return [props.categories.map((_, i) => i), ...props.series.map((s) => [...s.values])];
}

/**
 * One uPlot chart, drawn on a canvas that assistive technology skips: the table beside it holds
 * the same figures. New figures of the same shape are set into the drawn chart, not redrawn from
 * nothing; the chart follows its box's width.
 */
export function UPlotChart(props: UPlotChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const plot = useRef<uPlot | null>(null);
  const pick = useRef(props.onPick);
  useEffect(() => {
    pick.current = props.onPick;
  });
  const shape = `${props.kind}|${props.series.map((s) => s.label).join('|')}|${props.categories.join('|')}`;
  // The values drawn last: a render with the same ones (the tab marked busy while a new period is
  // read, a live re-read that changed nothing) draws nothing again.
  const values = props.series.map((s) => s.values.join(',')).join('|');
  const drawnValues = useRef<string | null>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const direction = directionOf(staffLocale().language);
    const chart = new uPlot(
      optionsFor(props, element.clientWidth || 480, direction),
      dataOf(props),
      element,
    );
    plot.current = chart;
    drawnValues.current = values;
    const onClick = () => {
      const index = chart.cursor.idx;
      if (index !== null && index !== undefined) pick.current?.(index);
    };
    chart.over.addEventListener('click', onClick);
    const resize = new ResizeObserver(() =>
      chart.setSize({ width: element.clientWidth, height: HEIGHT }),
    );
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.over.removeEventListener('click', onClick);
      chart.destroy();
      plot.current = null;
    };
    // Made again only when the shape changes; new values of the same shape are set below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shape]);

  useEffect(() => {
    if (!plot.current || drawnValues.current === values) return;
    drawnValues.current = values;
    plot.current.setData(dataOf(props));
  });

  return (
    <figure className="min-w-0">
      <div
        ref={box}
        className={props.onPick ? '[&_.u-over]:cursor-pointer' : undefined}
        role="img"
        aria-label={labels.overview.chartOf(props.caption)}
        dir="ltr"
      />
    </figure>
  );
}
