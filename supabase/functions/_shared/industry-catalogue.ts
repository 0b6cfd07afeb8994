// The twenty Vision 2030 industries: their ids (stored in the database) and display names.
// The one list every part of the product reads: the resources content, the CRM filters,
// the join form's default and the infer-contact-industries function. The ids and their order are
// the SQL domain public.industry_id, as `npm run gen:types` reads it, so an id added or dropped in
// SQL is a type error here; tests/integration/database/value-lists.test.ts pins the list.
import { Constants, type Database } from './database.types.ts';

export type IndustryId = Database['public']['Enums']['industry_id'];

/** Each industry's display name, by id. */
const INDUSTRY_NAMES = {
  manufacturing: 'Manufacturing',
  technology: 'Technology',
  tourism: 'Tourism & Entertainment',
  healthcare: 'Healthcare',
  energy: 'Renewable Energy',
  mining: 'Mining & Minerals',
  logistics: 'Logistics & Transportation',
  education: 'Education',
  finance: 'Financial Services',
  real_estate: 'Real Estate',
  agriculture: 'Agriculture & Food Security',
  water: 'Water & Environment',
  defense: 'Defense & Security',
  sports: 'Sports & Entertainment',
  aerospace: 'Aerospace',
  retail: 'Retail',
  creative: 'Creative Industries',
  biotech: 'Biotechnology',
  construction: 'Smart Construction',
  ocean: 'Ocean Economy',
} as const satisfies Record<IndustryId, string>;

/** The industry ids in the database's order. */
export const INDUSTRY_IDS = Constants.public.Enums.industry_id;

export const INDUSTRIES = INDUSTRY_IDS.map((id) => ({ id, name: INDUSTRY_NAMES[id] }));

/** The industry a new application or lead gets when none is chosen. */
export const DEFAULT_INDUSTRY: IndustryId = 'technology';
