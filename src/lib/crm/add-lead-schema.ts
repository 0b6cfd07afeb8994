// The 'Add New Lead' form (spec §5): first name, last name, e-mail, company and title required;
// lead type and industry chosen (defaults other and technology); the note optional. The limits
// are the contacts table's (supabase/migrations/20251121000400_crm.sql).
import { z } from '../validation/zod.ts';
import { DEFAULT_INDUSTRY, DEFAULT_LEAD_TYPE, INDUSTRIES, LEAD_TYPE_IDS } from './domain.ts';

const required = (label: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

export const addLeadSchema = z.object({
  firstName: required('First name', 100),
  lastName: required('Last name', 100),
  email: z
    .string()
    .trim()
    .max(320, 'Email must be at most 320 characters')
    .email('Please enter a valid email address'),
  company: required('Company', 200),
  title: required('Title', 100),
  leadType: z.enum(LEAD_TYPE_IDS as [string, ...string[]]),
  industry: z.enum(INDUSTRIES.map((i) => i.id) as [string, ...string[]]),
  note: z.string().max(5000, 'Note must be at most 5000 characters'),
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
