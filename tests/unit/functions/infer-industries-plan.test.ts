// Infer Industries' plan classifies each distinct (company, title, address domain) once: the plan
// must be exactly what classifying every contact on its own gives, colleagues or not.
import { describe, expect, it } from 'vitest';
import { planIndustryUpdates } from '../../../supabase/functions/_shared/handlers/infer-contact-industries.ts';
import { classifyIndustry } from '../../../supabase/functions/_shared/industries/classify-industry.ts';
import type { IndustryId } from '../../../supabase/functions/_shared/industry-catalogue.ts';

type Contact = Parameters<typeof planIndustryUpdates>[0][number];

let next = 0;
const contact = (facts: Partial<Contact>): Contact => ({
  id: `c${(next += 1)}`,
  company: null,
  title: null,
  industry: null,
  ...facts,
  email: facts.email ?? `person${next}@example.com`,
});

/** The plan as the rule gives it contact by contact, with no sharing. */
function planOneByOne(contacts: readonly Contact[]): Map<IndustryId, string[]> {
  const plan = new Map<IndustryId, string[]>();
  for (const item of contacts) {
    const { industry } = classifyIndustry(item);
    if (industry && industry !== item.industry)
      plan.set(industry, [...(plan.get(industry) ?? []), item.id]);
  }
  return plan;
}

const contacts: Contact[] = [
  // Colleagues: same company and title, different people.
  contact({ company: 'Gulf Commercial Bank', title: 'Director', email: 'a@gcb.example' }),
  contact({ company: 'Gulf Commercial Bank', title: 'Director', email: 'b@gcb.example' }),
  // The same company and title, the domain alone differs and decides.
  contact({ company: 'Nimbus', title: 'Partner', email: 'x@acmebank.example' }),
  contact({ company: 'Nimbus', title: 'Partner', email: 'y@nimbussolar.example' }),
  contact({ company: 'Nimbus', title: 'Partner', email: 'z@gmail.com' }),
  // The title alone differs and decides.
  contact({ company: 'Harbor Group', title: 'Hospital Pharmacy Director' }),
  contact({ company: 'Harbor Group', title: 'Cloud Software Engineer' }),
  // Already filed where the model puts them, filed elsewhere, and too little to say.
  contact({ company: 'Desert Solar Power', industry: 'energy' }),
  contact({ company: 'Desert Solar Power', industry: 'finance' }),
  contact({ company: 'Oasis', email: 'no-at-sign' }),
  contact({}),
  // Fields that differ only where one ends and the next begins.
  contact({ company: 'Bank', title: '', email: 'q@hotel.example' }),
  contact({ company: '', title: 'Bank', email: 'q@hotel.example' }),
];

describe('planIndustryUpdates', () => {
  it('gives the plan that classifying each contact on its own gives', () => {
    expect(planIndustryUpdates(contacts)).toEqual(planOneByOne(contacts));
  });

  it('tells apart contacts whose domain or title alone differs', () => {
    const plan = planIndustryUpdates(contacts);
    const filedAs = (id: string) => [...plan].find(([, ids]) => ids.includes(id))?.[0] ?? null;
    const nimbus = contacts
      .filter((item) => item.company === 'Nimbus')
      .map((item) => filedAs(item.id));
    expect(nimbus).toEqual(['finance', 'energy', null]);
    const harbor = contacts
      .filter((item) => item.company === 'Harbor Group')
      .map((item) => filedAs(item.id));
    expect(harbor).toEqual(['healthcare', 'technology']);
  });
});
