// The twenty Vision 2030 industries: their ids (stored in the database) and display names.
// The one list every part of the product reads: the resources content, the CRM filters,
// the join form's default and the infer-contact-industries function.

export const INDUSTRIES = [
  { id: 'manufacturing', name: 'Manufacturing' },
  { id: 'technology', name: 'Technology' },
  { id: 'tourism', name: 'Tourism & Entertainment' },
  { id: 'healthcare', name: 'Healthcare' },
  { id: 'energy', name: 'Renewable Energy' },
  { id: 'mining', name: 'Mining & Minerals' },
  { id: 'logistics', name: 'Logistics & Transportation' },
  { id: 'education', name: 'Education' },
  { id: 'finance', name: 'Financial Services' },
  { id: 'real_estate', name: 'Real Estate' },
  { id: 'agriculture', name: 'Agriculture & Food Security' },
  { id: 'water', name: 'Water & Environment' },
  { id: 'defense', name: 'Defense & Security' },
  { id: 'sports', name: 'Sports & Entertainment' },
  { id: 'aerospace', name: 'Aerospace' },
  { id: 'retail', name: 'Retail' },
  { id: 'creative', name: 'Creative Industries' },
  { id: 'biotech', name: 'Biotechnology' },
  { id: 'construction', name: 'Smart Construction' },
  { id: 'ocean', name: 'Ocean Economy' },
] as const;

export type IndustryId = (typeof INDUSTRIES)[number]['id'];

export const INDUSTRY_IDS = INDUSTRIES.map((industry) => industry.id) as unknown as readonly [
  IndustryId,
  ...IndustryId[],
];

/** The industry a new application or lead gets when none is chosen. */
export const DEFAULT_INDUSTRY: IndustryId = 'technology';
