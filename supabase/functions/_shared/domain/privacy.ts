// The privacy requests' and incidents' value lists (issue 27; supabase/migrations/…_privacy_requests.sql).
// The ids are the SQL domains as `npm run gen:types` reads them; tests/integration/database/
// value-lists.test.ts pins them.
import { Constants, type Database } from '../database.types.ts';

type Enums = Database['public']['Enums'];
export type PrivacyRequestKind = Enums['privacy_request_kind'];
export type PrivacyRequestStatus = Enums['privacy_request_status'];
export type PrivacyIncidentStatus = Enums['privacy_incident_status'];

export const PRIVACY_REQUEST_KINDS = Constants.public.Enums.privacy_request_kind;
export const PRIVACY_REQUEST_STATUSES = Constants.public.Enums.privacy_request_status;
export const PRIVACY_INCIDENT_STATUSES = Constants.public.Enums.privacy_incident_status;

/** How each kind is named to the person (/your-data) and to staff. */
export const PRIVACY_REQUEST_KIND_LABELS = {
  access: 'See and copy my data',
  correction: 'Correct my data',
  erasure: 'Delete my data',
} as const satisfies Record<PrivacyRequestKind, string>;

export const PRIVACY_REQUEST_STATUS_LABELS = {
  awaiting_verification: 'Awaiting verification',
  open: 'Open',
  extended: 'Extended',
  done: 'Done',
  refused: 'Refused',
} as const satisfies Record<PrivacyRequestStatus, string>;

export const PRIVACY_INCIDENT_STATUS_LABELS = {
  open: 'Open',
  notified: 'SDAIA notified',
  closed: 'Closed',
} as const satisfies Record<PrivacyIncidentStatus, string>;

export function isPrivacyRequestKind(value: string): value is PrivacyRequestKind {
  return (PRIVACY_REQUEST_KINDS as readonly string[]).includes(value);
}
