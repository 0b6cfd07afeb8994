// Where a guest stands for one event: the SQL domain public.invitation_status, as
// `npm run gen:types` reads it (20251126010000_event_invitations.sql), so a status added or dropped
// in SQL is a type error here; tests/integration/database/value-lists.test.ts pins it.
import { Constants, type Database } from '../database.types.ts';

export type InvitationStatus = Database['public']['Enums']['invitation_status'];

export const INVITATION_STATUSES = Constants.public.Enums.invitation_status;

/** The statuses that hold a seat and get reminders; declined and removed guests hold none. */
export const SEATED_STATUSES = [
  'invited',
  'confirmed',
] as const satisfies readonly InvitationStatus[];

export function holdsSeat(status: InvitationStatus): boolean {
  return (SEATED_STATUSES as readonly string[]).includes(status);
}
