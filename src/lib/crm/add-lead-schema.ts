// The 'Add New Lead' form (docs/behaviour/staff-app.md#add-lead): first name, last name, e-mail,
// company and title required; lead type and industry chosen (defaults other and technology); the
// note optional. The limits are the contacts table's (supabase/migrations/20251121000400_crm.sql).
import { FIELD_LIMITS } from '../../../supabase/functions/_shared/domain/field-limits.ts';
import { z } from '../validation/zod.ts';
import { DEFAULT_INDUSTRY, DEFAULT_LEAD_TYPE, INDUSTRIES, LEAD_TYPE_IDS } from './domain.ts';
import { labels } from './labels.ts';

const INDUSTRY_IDS = INDUSTRIES.map((industry) => industry.id);

const required = (label: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, labels.pipeline.isRequired(label))
    .max(max, labels.pipeline.atMost(label, max));

/** The form's rules, its messages in the staff app's language (made when the form opens). */
export function addLeadSchema() {
  return z.object({
    firstName: required(labels.pipeline.firstName, FIELD_LIMITS.personName),
    lastName: required(labels.pipeline.lastName, FIELD_LIMITS.personName),
    email: z
      .string()
      .trim()
      .max(FIELD_LIMITS.email, labels.pipeline.atMost(labels.common.email, FIELD_LIMITS.email))
      .email(labels.pipeline.validEmail),
    company: required(labels.common.company, FIELD_LIMITS.company),
    title: required(labels.common.title, FIELD_LIMITS.title),
    leadType: z.enum(LEAD_TYPE_IDS),
    industry: z.enum(INDUSTRY_IDS),
    note: z
      .string()
      .max(FIELD_LIMITS.note, labels.pipeline.atMost(labels.pipeline.note, FIELD_LIMITS.note)),
  });
}

export type AddLeadInput = z.output<ReturnType<typeof addLeadSchema>>;
export type AddLeadFormValues = z.input<ReturnType<typeof addLeadSchema>>;

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
