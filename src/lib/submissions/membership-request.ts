import { DEFAULT_INDUSTRY } from '../../../supabase/functions/_shared/industry-catalogue.ts';
import type { JoinApplication } from './join-schema.ts';
import { splitFullName } from './split-full-name.ts';

/** The tag push-to-make sends along, so the team's tools know where the lead came from. */
export const NETWORK_REQUEST_TAG = 'Network Request';

/**
 * The membership_requests row for a valid application
 * (docs/behaviour/submissions.md#join-application).
 */
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

/**
 * The body of push-to-make (docs/behaviour/submissions.md#join-application): the row's fields plus
 * phone, tags and the full name.
 */
export function toPushToMakeBody(row: MembershipRequestRow) {
  return {
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    phone: row.phone_number,
    company: row.company,
    title: row.title,
    industry: row.industry,
    linkedin_url: row.linkedin_url,
    referred_by: row.referred_by,
    additional_info: row.additional_info,
    tags: [NETWORK_REQUEST_TAG],
    full_name: [row.first_name, row.last_name].filter(Boolean).join(' '),
  };
}
