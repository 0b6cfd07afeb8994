// Mails every staff member the month's retention summary (docs/privacy/retention.md): a job queued
// by run_retention with the run's figures. Staff are whoever holds the staff role when it runs.
import { createServiceClient } from '../clients.ts';
import { HttpError } from '../http/respond.ts';
import { defineJobFunction } from '../jobs/define-job-function.ts';
import { jobInput } from '../jobs/job-input.ts';
import { retentionSummaryMail } from '../mail/templates/retention-summary.ts';
import { readSettings } from '../settings.ts';

export const sendRetentionSummary = defineJobFunction({
  name: 'send-retention-summary',
  input: jobInput,
  table: 'retention_runs',
  doneAnswer: { sent: 0, reason: 'already sent' },
  async handle(_input, { deps, row: run }) {
    const tag = 'send-retention-summary';
    const erased = run['erased'] as Record<string, number> | null;
    if (!erased) throw new HttpError(409, 'The retention run has not run yet');
    const { data: staff, error } = await createServiceClient(deps)
      .from('profiles')
      .select('email')
      .eq('role', 'staff')
      .not('email', 'is', null)
      .order('email');
    if (error) throw new Error(`Could not read the staff: ${error.message}`);
    const mail = retentionSummaryMail({ erased, periods: run['periods'] }, readSettings(deps.env));
    const addresses = staff.flatMap(({ email }) => (email ? [email] : []));
    for (const to of addresses) {
      await deps.mailer.send({ to, tag, ...mail });
    }
    return { sent: addresses.length };
  },
});
