// The kinds of lead (docs/behaviour/staff-app.md), each name written once beside its id. The ids
// are the SQL domain public.lead_type, as `npm run gen:types` reads it, so a kind added or dropped
// in SQL is a type error here; tests/integration/database/value-lists.test.ts pins the list.
import { Constants, type Database } from '../database.types.ts';

export type LeadType = Database['public']['Enums']['lead_type'];

/** Each kind's name, by id. */
export const LEAD_TYPE_LABELS = {
  founder_executive: 'Founders & Executives',
  investor_buyer: 'Investors & Buyers',
  advisor_broker: 'Advisors & Brokers',
  other: 'Other',
} as const satisfies Record<LeadType, string>;

export const LEAD_TYPE_IDS = Constants.public.Enums.lead_type;

/** The kinds in the database's order, with their names. */
export const LEAD_TYPES = LEAD_TYPE_IDS.map((id) => ({ id, label: LEAD_TYPE_LABELS[id] }));

export const DEFAULT_LEAD_TYPE: LeadType = 'other';
