// Where a CRM contact came from. The values are the SQL domain public.contact_source, as
// `npm run gen:types` reads it; tests/integration/database/value-lists.test.ts pins the list.
import { Constants, type Database } from '../database.types.ts';

export type ContactSource = Database['public']['Enums']['contact_source'];

export const CONTACT_SOURCES = Constants.public.Enums.contact_source;
