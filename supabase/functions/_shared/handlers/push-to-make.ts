// Forwards a new join application to the Make.com scenario (MAKE_WEBHOOK_URL) that feeds the
// team's other tools. Anyone may call it, but only for an application stored minutes ago, once;
// what is forwarded is the stored row, not whatever the caller sends.
import { z } from 'zod';
import { createServiceClient } from '../clients.ts';
import { defineJsonFunction } from '../http/define-handler.ts';
import { HttpError } from '../http/respond.ts';
import { FIELD_LIMITS } from '../domain/field-limits.ts';
import { emailField, optionalText } from '../inputs/fields.ts';
import { readSettings } from '../settings.ts';
import {
  claimRecentSubmission,
  releaseClaim,
  type ClaimedRow,
} from '../submissions/claim-recent-submission.ts';

/** The membership_requests column recording that the application went to Make. */
export const MAKE_FORWARD_MARK = 'make_forwarded_at';
export const MAKE_TIMEOUT_MS = 5_000;
export const NOT_CONFIGURED = 'MAKE_WEBHOOK_URL is not set';

export const pushToMakeInput = z.object({
  email: emailField,
  first_name: optionalText('First name', FIELD_LIMITS.personName),
  last_name: optionalText('Last name', FIELD_LIMITS.personName),
  full_name: optionalText('Full name', FIELD_LIMITS.personName),
  phone: optionalText('Phone', FIELD_LIMITS.phone),
  company: optionalText('Company', FIELD_LIMITS.company),
  title: optionalText('Title', FIELD_LIMITS.title),
  industry: optionalText('Industry', 40),
  linkedin_url: optionalText('LinkedIn URL', FIELD_LIMITS.linkedinUrl),
  referred_by: optionalText('Referred by', FIELD_LIMITS.referredBy),
  additional_info: optionalText('Additional information', FIELD_LIMITS.additionalInfo),
  tags: z
    .array(z.string().trim().min(1).max(60), { error: 'tags must be a list of labels' })
    .max(10, 'At most 10 tags')
    .default(['Network Request']),
});

const FORWARDED_COLUMNS = [
  'first_name',
  'last_name',
  'phone_number',
  'company',
  'title',
  'industry',
  'linkedin_url',
  'referred_by',
  'additional_info',
] as const;

/** The payload Make receives: the stored application in the field names the scenario expects. */
export function makePayload(row: ClaimedRow, tags: readonly string[]): Record<string, unknown> {
  const text = (column: string) => (typeof row[column] === 'string' ? row[column] : null);
  const firstName = text('first_name') ?? '';
  const lastName = text('last_name') ?? '';
  return {
    first_name: firstName,
    last_name: lastName,
    full_name: [firstName, lastName].filter(Boolean).join(' '),
    email: row.email,
    phone: text('phone_number'),
    company: text('company'),
    title: text('title'),
    industry: text('industry'),
    linkedin_url: text('linkedin_url'),
    referred_by: text('referred_by'),
    additional_info: text('additional_info'),
    tags,
  };
}

export const pushToMake = defineJsonFunction({
  name: 'push-to-make',
  input: pushToMakeInput,
  async handle(input, { deps }) {
    const settings = readSettings(deps.env);
    if (!settings.makeWebhookUrl) return { forwarded: false, reason: NOT_CONFIGURED };

    const service = createServiceClient(deps);
    const row = await claimRecentSubmission(service, {
      table: 'membership_requests',
      email: input.email,
      markColumn: MAKE_FORWARD_MARK,
      columns: FORWARDED_COLUMNS,
      now: deps.now(),
      windowMinutes: settings.confirmationWindowMinutes,
    });
    if (!row) return { forwarded: false };

    let failure: string | undefined;
    try {
      const response = await deps.fetch(settings.makeWebhookUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(makePayload(row, input.tags)),
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
    if (failure) {
      await releaseClaim(service, 'membership_requests', MAKE_FORWARD_MARK, row.id);
      throw new HttpError(502, `The application could not be forwarded: ${failure}`);
    }
    return { forwarded: true };
  },
});
