// The staff's monthly retention summary (docs/privacy/retention.md): what the month's run erased
// and by which rule. Counts only: the erased rows are gone, and the mail names nobody.
import { composeMail, type ComposedMail } from '../compose-mail.ts';
import { formatDueDate } from '../../domain/format-due-date.ts';
import type { SiteBrand } from './site-brand.ts';

/** Rows erased per table, as run_retention records them. */
export interface RetentionCounts {
  membership_requests: number;
  event_requests: number;
  contact_messages: number;
}

function count(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

export function retentionSummaryMail(
  data: { months: number; cutoff: string; erased: RetentionCounts },
  site: SiteBrand,
): ComposedMail {
  const { membership_requests: applications, event_requests: requests } = data.erased;
  const messages = data.erased.contact_messages;
  const total = applications + requests + messages;
  return composeMail({
    ...site,
    subject:
      total === 0
        ? `Retention: nothing was due for erasure this month`
        : `Retention: ${count(total, 'record', 'records')} erased this month`,
    greeting: 'Hello,',
    paragraphs: [
      `This month's retention run erased what was submitted before ${formatDueDate(data.cutoff)} (the retention period is ${count(data.months, 'month', 'months')}):`,
      `Membership applications rejected or never answered: ${applications}.`,
      `Event requests declined: ${requests}.`,
      `Contact messages handled: ${messages}.`,
      'The audit log records the run. Nothing else was changed: contacts, members and their history stay.',
    ],
  });
}
