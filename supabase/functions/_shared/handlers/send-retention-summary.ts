// Mails every staff member the month's retention summary (docs/privacy/retention.md): a job queued
// by run_retention with the run's figures. Staff are whoever holds the staff role when it runs.
import { requireServiceRole } from '../auth/require-service-role.ts';
import { createServiceClient } from '../clients.ts';
import { defineJsonFunction } from '../http/define-handler.ts';
import { HttpError } from '../http/respond.ts';
import { doneBefore, jobTarget, textField } from '../jobs/job-target.ts';
import { retentionSummaryMail, type RetentionCounts } from '../mail/templates/retention-summary.ts';
import { readSettings } from '../settings.ts';
import { retentionJobInput } from './run-retention.ts';

export const sendRetentionSummary = defineJsonFunction({
  name: 'send-retention-summary',
  input: retentionJobInput,
  async handle(input, { request, deps }) {
    requireServiceRole(request, deps);
    const tag = 'send-retention-summary';
    if (await doneBefore(deps, tag, input.requestId, input.jobId)) {
      return { sent: 0, reason: 'already sent' };
    }
    const run = await jobTarget(deps, 'retention_runs', input.requestId, input.target);
    const erased = run['erased'] as RetentionCounts | null;
    if (!erased) throw new HttpError(409, 'The retention run has not run yet');
    const { data: staff, error } = await createServiceClient(deps)
      .from('profiles')
      .select('email')
      .eq('role', 'staff')
      .not('email', 'is', null)
      .order('email');
    if (error) throw new Error(`Could not read the staff: ${error.message}`);
    const mail = retentionSummaryMail(
      { months: Number(run['months']), cutoff: textField(run, 'cutoff'), erased },
      readSettings(deps.env),
    );
    const addresses = staff.flatMap(({ email }) => (email ? [email] : []));
    for (const to of addresses) {
      await deps.mailer.send({ to, tag, ...mail });
    }
    return { sent: addresses.length };
  },
});
