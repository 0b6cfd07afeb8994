// The 'Add New Lead' form (docs/behaviour/staff-app.md#add-lead): first name, last name, e-mail,
// company and title required; lead type and industry chosen (defaults other and technology); the
// note optional. The limits are the contacts table's (supabase/migrations/20251121000400_crm.sql).
import { FIELD_LIMITS } from '../../../supabase/functions/_shared/domain/field-limits.ts';
import { z } from '../validation/zod.ts';
import { DEFAULT_INDUSTRY, DEFAULT_LEAD_TYPE, INDUSTRIES, LEAD_TYPE_IDS } from './domain.ts';

const INDUSTRY_IDS = INDUSTRIES.map((industry) => industry.id);

const required = (label: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

export const addLeadSchema = z.object({
  firstName: required('First name', FIELD_LIMITS.personName),
  lastName: required('Last name', FIELD_LIMITS.personName),
  email: z
    .string()
    .trim()
    .max(FIELD_LIMITS.email, `Email must be at most ${FIELD_LIMITS.email} characters`)
    .email('Please enter a valid email address'),
  company: required('Company', FIELD_LIMITS.company),
  title: required('Title', FIELD_LIMITS.title),
  leadType: z.enum(LEAD_TYPE_IDS),
  industry: z.enum(INDUSTRY_IDS),
  note: z.string().max(FIELD_LIMITS.note, `Note must be at most ${FIELD_LIMITS.note} characters`),
});

export type AddLeadInput = z.output<typeof addLeadSchema>;
export type AddLeadFormValues = z.input<typeof addLeadSchema>;

export const EMPTY_LEAD: AddLeadFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  company: '',
  title: '',
  leadType: DEFAULT_LEAD_TYPE,
  industry: DEFAULT_INDUSTRY,
  note: '',
};
