// Where a membership application or event request came from (20251204410000_request_sources.sql):
// the join form, an event page, a campaign (reserved for the newsletters feature) or staff. The
// values are the SQL domain public.request_source, as `npm run gen:types` reads it;
// tests/integration/database/value-lists.test.ts pins the list.
import { Constants, type Database } from '../database.types.ts';

export type RequestSource = Database['public']['Enums']['request_source'];

export const REQUEST_SOURCES = Constants.public.Enums.request_source;
