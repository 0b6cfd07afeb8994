// The staff's monthly retention summary (docs/privacy/retention.md): what the month's run erased
// and by which rule. Counts only: the erased rows are gone, and the mail names nobody.
import { composeMail, type ComposedMail } from '../compose-mail.ts';
import { formatDueDate } from '../../domain/format-due-date.ts';
import type { SiteBrand } from './site-brand.ts';

/**
 * Rows erased per rule, as run_retention records them; the privacy requests, consents and mails
 * are counted since 20251201110000_retention_keeps_its_promises.sql (absent from earlier runs).
 */
export interface RetentionCounts {
  membership_requests: number;
  event_requests: number;
  contact_messages: number;
  privacy_requests_unverified?: number;
  privacy_requests_closed?: number;
  consents?: number;
  mail_outbox?: number;
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
  const unverified = data.erased.privacy_requests_unverified ?? 0;
  const closed = data.erased.privacy_requests_closed ?? 0;
  const consents = data.erased.consents ?? 0;
  const mails = data.erased.mail_outbox ?? 0;
  const total = applications + requests + messages + unverified + closed;
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
      `Privacy requests never confirmed from their mail (after 30 days): ${unverified}.`,
      `Privacy requests answered: ${closed}.`,
      `For the people no longer held anywhere: ${count(consents, 'consent record', 'consent records')} and ${count(mails, 'sent mail', 'sent mails')} erased with them.`,
      'The audit log records the run. Nothing else was changed: contacts, members and their history stay.',
    ],
  });
}
