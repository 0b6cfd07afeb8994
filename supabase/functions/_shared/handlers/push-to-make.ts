// Forwards a stored join application to the Make.com scenario (MAKE_WEBHOOK_URL) that feeds the
// team's other tools. It is an after-insert job (supabase/migrations/…_after_insert_jobs.sql):
// the service role runs it with the application's id and the row as the job's claim read it, and
// what is forwarded is that stored row. A failure answers 502, so the job is retried. The job row
// is the record: a run by hand for an application whose job is done sends nothing.
// Jobs run at least once, so after a crash Make can receive an application twice: every call for
// one application carries the same key (its id, in the body and the Idempotency-Key header), and
// the scenario drops a key it has seen (supabase/functions/README.md#the-make-scenario).
import { z } from 'zod';
import { requireServiceRole } from '../auth/require-service-role.ts';
import { defineJsonFunction } from '../http/define-handler.ts';
import { HttpError } from '../http/respond.ts';
import { requestIdField } from '../inputs/fields.ts';
import { doneBefore, jobIdField, jobTarget, jobTargetField } from '../jobs/job-target.ts';
import { readSettings } from '../settings.ts';

export const MAKE_TIMEOUT_MS = 5_000;
export const NOT_CONFIGURED = 'MAKE_WEBHOOK_URL is not set';
/** The tag Make receives, so the team's tools know where the lead came from. */
export const NETWORK_REQUEST_TAG = 'Network Request';

export const pushToMakeInput = z.object({
  requestId: requestIdField,
  jobId: jobIdField,
  target: jobTargetField,
});

/** The header that repeats the body's application_id, for receivers that dedupe by header. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/**
 * The payload Make receives: the stored application in the field names the scenario expects,
 * with its id as the key that is the same on every attempt.
 */
export function makePayload(
  applicationId: string,
  row: Record<string, unknown>,
): Record<string, unknown> {
  const text = (column: string) => (typeof row[column] === 'string' ? row[column] : null);
  const firstName = text('first_name') ?? '';
  const lastName = text('last_name') ?? '';
  return {
    application_id: applicationId,
    first_name: firstName,
    last_name: lastName,
    full_name: [firstName, lastName].filter(Boolean).join(' '),
    email: text('email'),
    phone: text('phone_number'),
    company: text('company'),
    title: text('title'),
    industry: text('industry'),
    linkedin_url: text('linkedin_url'),
    referred_by: text('referred_by'),
    additional_info: text('additional_info'),
    tags: [NETWORK_REQUEST_TAG],
  };
}

export const pushToMake = defineJsonFunction({
  name: 'push-to-make',
  input: pushToMakeInput,
  async handle(input, { request, deps }) {
    requireServiceRole(request, deps);
    const settings = readSettings(deps.env);
    if (!settings.makeWebhookUrl) return { forwarded: false, reason: NOT_CONFIGURED };

    const row = await jobTarget(deps, 'membership_requests', input.requestId, input.target);
    if (await doneBefore(deps, 'push-to-make', input.requestId, input.jobId)) {
      return { forwarded: false, reason: 'already forwarded' };
    }

    let failure: string | undefined;
    try {
      const response = await deps.fetch(settings.makeWebhookUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', [IDEMPOTENCY_HEADER]: input.requestId },
        body: JSON.stringify(makePayload(input.requestId, row)),
        signal: AbortSignal.timeout(MAKE_TIMEOUT_MS),
      });
      if (!response.ok) failure = `Make answered HTTP ${response.status}`;
    } catch (error) {
      failure =
        error instanceof Error && error.name === 'TimeoutError'
          ? `Make did not answer within ${MAKE_TIMEOUT_MS / 1000} seconds`
          : 'Make could not be reached';
      deps.log('warn', 'push-to-make: webhook call failed', error);
    }
    if (failure) throw new HttpError(502, `The application could not be forwarded: ${failure}`);
    return { forwarded: true };
  },
});
