// Staff approve an application: the applicant gets a member account and an e-mail with a
// set-password link (never a password). If an account with that e-mail already exists the
// request is marked account_exists and nothing is sent. The database decides who approves: the
// call that claims the request (20251124000800_membership_approval_once.sql) does the work, and any
// other call, at the same moment or later, answers alreadyApproved and sends nothing.
import type { FunctionsClient } from '../types.ts';
import { z } from 'zod';
import { requireStaff } from '../auth/require-staff.ts';
import { setPasswordLink } from '../auth/set-password-link.ts';
import { createServiceClient } from '../clients.ts';
import { defineJsonFunction } from '../http/define-handler.ts';
import { HttpError } from '../http/respond.ts';
import { requestIdField } from '../inputs/fields.ts';
import type { FunctionDeps } from '../types.ts';
import { memberInvitationMail } from '../mail/templates/member-invitation.ts';
import { readSettings } from '../settings.ts';
import { escapeLikePattern, sameEmail } from '../submissions/email-match.ts';
import {
  ACCOUNT_CREATED,
  ACCOUNT_EXISTS,
  MISSING_ACCOUNT_DETAILS,
  REQUEST_NOT_FOUND,
} from '../submissions/request-status.ts';

/** The CRM may also send email and names; the stored request is what counts. */
export const createApprovedMemberInput = z.object({ requestId: requestIdField });

async function accountExists(service: FunctionsClient, email: string): Promise<boolean> {
  const { data, error } = await service
    .from('profiles')
    .select('email')
    .ilike('email', escapeLikePattern(email));
  if (error) throw new Error(`Could not look up existing accounts: ${error.message}`);
  return (data ?? []).some((profile) => sameEmail(profile.email, email));
}

type AccountOutcome = {
  status: typeof ACCOUNT_CREATED | typeof ACCOUNT_EXISTS;
  invitationSent: boolean;
};

/** Another call approved the request first: nothing was created or sent by this one. */
type AlreadyApproved = { status: string; invitationSent: false; alreadyApproved: true };

/** Creates the invited user and mails the set-password link; or reports the account exists. */
async function inviteMember(
  deps: FunctionDeps,
  applicant: { email: string; firstName: string; lastName: string },
): Promise<AccountOutcome> {
  const service = createServiceClient(deps);
  if (await accountExists(service, applicant.email)) {
    return { status: ACCOUNT_EXISTS, invitationSent: false };
  }
  const settings = readSettings(deps.env);
  // generateLink('invite') creates the user and returns the link without mailing it,
  // so the invitation goes out in this product's words and through its mailer.
  const { data, error } = await service.auth.admin.generateLink({
    type: 'invite',
    email: applicant.email,
    options: {
      data: { first_name: applicant.firstName, last_name: applicant.lastName },
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
    const mail = memberInvitationMail({ firstName: applicant.firstName, setPasswordUrl }, settings);
    await deps.mailer.send({ to: applicant.email, tag: 'create-approved-member', ...mail });
    return { status: ACCOUNT_CREATED, invitationSent: true };
  } catch (mailError) {
    // The account exists either way; the member can still use "Forgot password".
    deps.log('error', 'create-approved-member: the invitation mail failed', mailError);
    return { status: ACCOUNT_CREATED, invitationSent: false };
  }
}

export const createApprovedMember = defineJsonFunction({
  name: 'create-approved-member',
  input: createApprovedMemberInput,
  async handle(input, { request, deps }) {
    const staff = await requireStaff(request, deps);
    const { data, error } = await staff.client
      .from('membership_requests')
      .select('id, email, first_name, last_name, request_status')
      .eq('id', input.requestId)
      .maybeSingle();
    if (error) throw new Error(`Could not read the membership request: ${error.message}`);
    const application = data;
    if (!application) throw new HttpError(404, REQUEST_NOT_FOUND);
    const email = application.email?.trim();
    const firstName = application.first_name?.trim();
    if (!email || !firstName) throw new HttpError(400, MISSING_ACCOUNT_DETAILS);

    // The claim: one conditional update, which the row lock lets through once.
    const { data: claimed, error: claimError } = await staff.client
      .from('membership_requests')
      .update({ approved_at: new Date().toISOString() })
      .eq('id', application.id)
      .is('approved_at', null)
      .not('request_status', 'in', `(${ACCOUNT_CREATED},${ACCOUNT_EXISTS})`)
      .select('id');
    if (claimError) throw new Error(`Could not claim the request: ${claimError.message}`);
    if (!claimed?.length) {
      const already: AlreadyApproved = {
        status: application.request_status,
        invitationSent: false,
        alreadyApproved: true,
      };
      return already;
    }

    let outcome: AccountOutcome;
    try {
      outcome = await inviteMember(deps, {
        email,
        firstName,
        lastName: application.last_name?.trim() ?? '',
      });
    } catch (inviteError) {
      // Nothing was approved: release the claim so staff can try again.
      await staff.client
        .from('membership_requests')
        .update({ approved_at: null })
        .eq('id', application.id);
      throw inviteError;
    }
    const { error: updateError } = await staff.client
      .from('membership_requests')
      .update({ request_status: outcome.status })
      .eq('id', application.id);
    if (updateError) throw new Error(`Could not update the request status: ${updateError.message}`);
    return outcome;
  },
});
