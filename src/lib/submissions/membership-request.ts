import { DEFAULT_INDUSTRY } from '../../../supabase/functions/_shared/industry-catalogue.ts';
import type { JoinApplication } from './join-schema.ts';
import { splitFullName } from './split-full-name.ts';

/** The membership_requests row for a valid application (docs/behaviour/submissions.md#join-application). */
export function toMembershipRequestRow(application: JoinApplication) {
  const { firstName, lastName } = splitFullName(application.fullName);
  return {
    first_name: firstName,
    last_name: lastName,
    phone_number: application.phone,
    email: application.email,
    company: application.company,
    title: application.role,
    industry: DEFAULT_INDUSTRY,
    linkedin_url: application.linkedinUrl,
    referred_by: application.referredBy,
    additional_info: application.additionalInfo ?? null,
  };
}

export type MembershipRequestRow = ReturnType<typeof toMembershipRequestRow>;
