// A membership approval's account: a job queued by decide_membership_request
// (supabase/migrations/…_staff_decision_jobs.sql) that the service role runs with the request's id
// and row. It creates the member account and mails a set-password link (never a password), then
// records the outcome with record_member_account, which queues the approval mail in the same
// transaction. An applicant who already had an account is marked account_exists and mailed
// nothing. Idempotent: a request whose outcome is recorded is left alone, and an account this
// approval created on an earlier run (its metadata names the request) counts as created.
import { z } from 'zod';
import { setPasswordLink } from '../auth/set-password-link.ts';
import { createServiceClient } from '../clients.ts';
import { HttpError } from '../http/respond.ts';
import { siteLocaleOf, type SiteLocale } from '../i18n/site-locale.ts';
import { requestIdField } from '../inputs/fields.ts';
import { defineJobFunction } from '../jobs/define-job-function.ts';
import { jobTargetField, textField } from '../jobs/job-target.ts';
import { memberInvitationMail } from '../mail/templates/member-invitation.ts';
import { readSettings } from '../settings.ts';
import { escapeLikePattern, sameEmail } from '../submissions/email-match.ts';
import {
  ACCOUNT_CREATED,
  ACCOUNT_EXISTS,
  MISSING_ACCOUNT_DETAILS,
} from '../submissions/request-status.ts';
import type { FunctionDeps, FunctionsClient } from '../types.ts';

export const createApprovedMemberInput = z.object({
  requestId: requestIdField,
  target: jobTargetField,
});

/** The user metadata key tying an invited account to the approval that created it. */
export const APPROVAL_METADATA_KEY = 'membership_request_id';

type AccountStatus = typeof ACCOUNT_CREATED | typeof ACCOUNT_EXISTS;

/** Who already has an account with this e-mail: none, one made by this approval, or another. */
async function existingAccount(
  service: FunctionsClient,
  email: string,
  requestId: string,
): Promise<'none' | 'this-approval' | 'other'> {
  const { data, error } = await service
    .from('profiles')
    .select('id, email')
    .ilike('email', escapeLikePattern(email));
  if (error) throw new Error(`Could not look up existing accounts: ${error.message}`);
  const profile = (data ?? []).find((row) => sameEmail(row.email, email));
  if (!profile) return 'none';
  const { data: user, error: userError } = await service.auth.admin.getUserById(profile.id);
  if (userError) throw new Error(`Could not read the account: ${userError.message}`);
  return user.user?.user_metadata?.[APPROVAL_METADATA_KEY] === requestId
    ? 'this-approval'
    : 'other';
}

/** Creates the invited user and mails the set-password link; a failed mail is only logged. */
async function inviteMember(
  deps: FunctionDeps,
  service: FunctionsClient,
  applicant: {
    requestId: string;
    email: string;
    firstName: string;
    lastName: string;
    locale: SiteLocale;
  },
): Promise<{ status: AccountStatus; invitationSent: boolean }> {
  const settings = readSettings(deps.env);
  // generateLink('invite') creates the user and returns the link without mailing it,
  // so the invitation goes out in this product's words and through its mailer.
  const { data, error } = await service.auth.admin.generateLink({
    type: 'invite',
    email: applicant.email,
    options: {
      data: {
        first_name: applicant.firstName,
        last_name: applicant.lastName,
        [APPROVAL_METADATA_KEY]: applicant.requestId,
      },
      redirectTo: `${settings.siteUrl}/login`,
    },
  });
  if (error?.code === 'email_exists') return { status: ACCOUNT_EXISTS, invitationSent: false };
  const hashedToken = data.properties?.hashed_token;
  if (error || !hashedToken) {
    deps.log('error', 'create-approved-member: account creation failed', error);
    throw new HttpError(
      502,
      `The account could not be created: ${error?.message ?? 'no link returned'}`,
    );
  }
  try {
    const setPasswordUrl = setPasswordLink(settings.siteUrl, hashedToken, 'invite');
    const mail = memberInvitationMail(
      { firstName: applicant.firstName, setPasswordUrl },
      settings,
      applicant.locale,
    );
    await deps.mailer.send({ to: applicant.email, tag: 'create-approved-member', ...mail });
    return { status: ACCOUNT_CREATED, invitationSent: true };
  } catch (mailError) {
    // The account exists either way; the member can still use "Forgot password".
    deps.log('error', 'create-approved-member: the invitation mail failed', mailError);
    return { status: ACCOUNT_CREATED, invitationSent: false };
  }
}

export const createApprovedMember = defineJobFunction({
  name: 'create-approved-member',
  input: createApprovedMemberInput,
  table: 'membership_requests',
  async handle(input, { deps, row: application }) {
    const recorded = textField(application, 'request_status');
    if (recorded === ACCOUNT_CREATED || recorded === ACCOUNT_EXISTS) {
      return { status: recorded, invitationSent: false, alreadyDone: true };
    }
    const email = textField(application, 'email');
    const firstName = textField(application, 'first_name');
    if (!email || !firstName) throw new HttpError(400, MISSING_ACCOUNT_DETAILS);

    const service = createServiceClient(deps);
    const existing = await existingAccount(service, email, input.requestId);
    const outcome =
      existing === 'none'
        ? await inviteMember(deps, service, {
            requestId: input.requestId,
            email,
            firstName,
            lastName: textField(application, 'last_name'),
            locale: siteLocaleOf(application['locale']),
          })
        : {
            status: existing === 'this-approval' ? ACCOUNT_CREATED : ACCOUNT_EXISTS,
            invitationSent: false,
          };
    const { error } = await service.rpc('record_member_account', {
      request_id: input.requestId,
      outcome: outcome.status,
    });
    if (error) throw new Error(`Could not record the account: ${error.message}`);
    return outcome;
  },
});
