// The invitation-only event types (forums and dinners): how each is named on a CRM tab and in a
// mail, written once beside its id. The ids are the SQL domain public.event_type, as
// `npm run gen:types` reads it, so a type added or dropped in SQL is a type error here; the site's
// request forms, the content schema, the CRM's Events tab and the functions read this list, and
// tests/integration/database/value-lists.test.ts pins it to the database.
import { Constants, type Database } from '../database.types.ts';

export type EventType = Database['public']['Enums']['event_type'];

export const EVENT_TYPE_TEXT = {
  forum: { label: 'Forum', inMail: 'the Business Forum' },
  dinner: { label: 'Dinner', inMail: 'the network dinner' },
} as const satisfies Record<EventType, { label: string; inMail: string }>;

export const EVENT_TYPES = Constants.public.Enums.event_type;

export function isEventType(value: string): value is EventType {
  return (EVENT_TYPES as readonly string[]).includes(value);
}
