import { useMemo, useState } from 'react';
import { labels } from '~/lib/crm/labels.ts';
import {
  periodOf,
  riyadhToday,
  type Period,
  type PeriodChoice,
} from '~/lib/crm/overview/period.ts';
import { LoadFailed } from '../../../shared/components/LoadFailed.tsx';
import { useOverviewFigures } from '../hooks/useOverviewFigures.ts';
import { AudienceFigures } from './AudienceFigures.tsx';
import { EventFigures } from './EventFigures.tsx';
import { PeriodPicker } from './PeriodPicker.tsx';
import { PipelineFigures } from './PipelineFigures.tsx';
import { RequestFigures } from './RequestFigures.tsx';

/**
 * The Overview tab (docs/behaviour/staff-app.md#the-overview): the period picker and the figures
 * the database computes for it, each chart with its table; a number opens its rows.
 */
export function OverviewView() {
  const today = riyadhToday(new Date());
  const [choice, setChoice] = useState<PeriodChoice>('month');
  const [custom, setCustom] = useState<Period>(() => periodOf('month', today)!);
  const asked = periodOf(choice, today, custom);
  const key = asked ? `${asked.from}|${asked.to}` : '';
  // One object per period, so the figures are read once per change of dates.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the key is the period's value
  const period = useMemo(() => asked, [key]);
  const { figures, figuresPeriod, status, reload } = useOverviewFigures(period);
  // Busy until the figures drawn are the asked period's, from the first render after a change.
  const busy = status === 'loading' || figuresPeriod !== period;

  return (
    <div className="space-y-6" data-testid="overview">
      {asked && (
        // The picker is not printed; the page says which period it shows.
        <p className="hidden text-lg font-semibold text-palm-900 print:block">
          {labels.overview.printedPeriod(asked)}
        </p>
      )}
      <PeriodPicker
        choice={choice}
        custom={custom}
        valid={choice !== 'custom' || asked !== null}
        onChoice={setChoice}
        onCustom={setCustom}
      />
      {status === 'error' && (
        <LoadFailed title={labels.overview.errorLoadingOverview} onRetry={() => void reload()} />
      )}
      {status === 'loading' && !figures && (
        <div
          role="status"
          className="space-y-3"
          aria-busy="true"
          aria-label={labels.shared.loading}
        >
          {[0, 1, 2].map((i) => (
            <div key={i} className="h-48 animate-pulse rounded-2xl bg-sand-100" />
          ))}
        </div>
      )}
      {figures && figuresPeriod && status !== 'error' && (
        <div
          className={`space-y-8 ${busy ? 'opacity-70' : ''}`}
          aria-busy={busy}
          data-period={`${figuresPeriod.from}|${figuresPeriod.to}`}
        >
          <PipelineFigures figures={figures} period={figuresPeriod} />
          <RequestFigures figures={figures} period={figuresPeriod} />
          <EventFigures figures={figures} />
          <AudienceFigures figures={figures} />
        </div>
      )}
    </div>
  );
}
