import { formatDueDate } from '~functions/_shared/domain/format-due-date.ts';
import { recordsErased, retentionFigures } from '~functions/_shared/domain/retention-rules.ts';
import { formatLastLogin } from '~/lib/crm/unified-rows.ts';
import { labels } from '~/lib/crm/labels.ts';
import { EmptyNote } from '../../../shared/components/EmptyNote.tsx';
import type { RetentionRun } from '../api/list-retention-runs.ts';
import { crmDateFormat } from '~/lib/crm/staff-format.ts';

const MONTH = () =>
  crmDateFormat({
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/**
 * The monthly retention runs (docs/privacy/retention.md), newest first: when each ran, and per
 * rule its count, the period applied and the cutoff. A run queued but not made yet says so.
 */
export function RetentionRunsPanel({ runs }: { runs: readonly RetentionRun[] }) {
  if (runs.length === 0) return <EmptyNote>{labels.privacy.noRetentionRunsYet}</EmptyNote>;
  return (
    <ul className="space-y-3" aria-label={labels.privacy.retentionRuns}>
      {runs.map((run) => {
        const figures = retentionFigures(run.erased, run.periods);
        const month = labels.privacy.retentionMonth(
          MONTH().format(new Date(`${run.month}T00:00:00Z`)),
        );
        return (
          <li
            key={run.id}
            data-testid="retention-run"
            className="rounded-2xl border border-sand-200 bg-white p-4 text-sm"
          >
            <p className="font-semibold text-palm-900">
              {month}
              {figures && ` · ${labels.privacy.retentionRecords(recordsErased(figures))}`}
            </p>
            {!figures || !run.ran_at ? (
              <p className="text-muted">{labels.privacy.retentionWaiting}</p>
            ) : (
              <>
                <p className="text-muted">
                  {labels.privacy.retentionRanAt(formatLastLogin(run.ran_at))}
                </p>
                <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
                  {figures.map((figure) => (
                    <div key={figure.key} className="contents">
                      <dt>
                        {figure.label}
                        {figure.keep && figure.cutoff && (
                          <span className="text-muted">
                            {' · '}
                            {labels.privacy.retentionPeriod(
                              figure.keep,
                              formatDueDate(figure.cutoff),
                            )}
                          </span>
                        )}
                      </dt>
                      <dd className="text-end tabular-nums">{figure.count}</dd>
                    </div>
                  ))}
                </dl>
              </>
            )}
          </li>
        );
      })}
    </ul>
  );
}
