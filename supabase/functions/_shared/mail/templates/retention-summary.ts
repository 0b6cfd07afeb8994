// The staff's monthly retention summary (docs/privacy/retention.md): what the month's run erased
// and by which rule. Counts only: the erased rows are gone, and the mail names nobody.
import { composeMail, type ComposedMail } from '../compose-mail.ts';
import { formatDueDate } from '../../domain/format-due-date.ts';
import { recordsErased, retentionFigures } from '../../domain/retention-rules.ts';
import type { SiteBrand } from './site-brand.ts';

function count(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/**
 * `erased` is the run's counts per rule and `periods` the period and cutoff it applied to each
 * (domain/retention-rules.ts), as run_retention records them.
 */
export function retentionSummaryMail(
  data: { erased: Record<string, number>; periods: unknown },
  site: SiteBrand,
): ComposedMail {
  const figures = retentionFigures(data.erased, data.periods) ?? [];
  const total = recordsErased(figures);
  return composeMail({
    ...site,
    subject:
      total === 0
        ? `Retention: nothing was due for erasure this month`
        : `Retention: ${count(total, 'record', 'records')} erased this month`,
    greeting: 'Hello,',
    paragraphs: [
      "This month's retention run erased, rule by rule (the period each is kept for, and the cutoff it came before):",
      ...figures.map(
        (figure) =>
          `${figure.label}${figure.keep && figure.cutoff ? ` (${figure.keep}, before ${formatDueDate(figure.cutoff)})` : ''}: ${figure.count}.`,
      ),
      'The audit log records the run. Nothing else was changed: contacts, members and their history stay.',
    ],
  });
}
