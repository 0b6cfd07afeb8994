// Where a membership, event or contact-form request stands, and how each status reads
// (docs/behaviour/staff-app.md#request-statuses): pending reads 'Pending Review'; account_created
// and account_exists, set by the approval, read as approved. The values are the SQL domain
// public.request_status, as `npm run gen:types` reads it, so a status added or dropped in SQL is a
// type error here; tests/integration/database/value-lists.test.ts pins the list.
import { Constants, type Database } from '../database.types.ts';

export type RequestStatus = Database['public']['Enums']['request_status'];

/** Each status's name, by value. */
export const REQUEST_STATUS_LABELS = {
  pending: 'Pending Review',
  waitlist: 'Waitlist',
  approved: 'Approved',
  rejected: 'Rejected',
  moved_to_pipeline: 'Moved to Pipeline',
  account_created: 'Approved',
  account_exists: 'Approved',
} as const satisfies Record<RequestStatus, string>;

export const REQUEST_STATUSES = Constants.public.Enums.request_status;
