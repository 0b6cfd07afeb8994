import { describe, expect, it } from 'vitest';
import {
  classifyIndustry,
  matchDomainStems,
  matchPhrases,
  organisationLabel,
} from '../../../supabase/functions/_shared/industries/classify-industry.ts';
import {
  DOMAIN_STEMS,
  INDUSTRY_TERMS,
} from '../../../supabase/functions/_shared/industries/industry-keywords.ts';
import {
  normalizeWord,
  tokenize,
} from '../../../supabase/functions/_shared/industries/tokenize.ts';
import { INDUSTRY_IDS } from '../../../supabase/functions/_shared/industry-catalogue.ts';

type Facts = { company?: string | null; title?: string | null; email?: string | null };

// Fictional contacts: what each one should be filed under, or null when the facts say too little.
const cases: [Facts, string | null][] = [
  [{ company: 'Gulf Commercial Bank', title: 'Relationship Manager' }, 'finance'],
  [{ email: 'omar@acmebank.example' }, 'finance'],
  [{ company: 'Capital Securities' }, 'finance'],
  [{ company: 'Desert Solar Power', title: 'Founder' }, 'energy'],
  [{ company: 'Riyadh Logistics Co', title: 'COO' }, 'logistics'],
  [{ company: 'Nimbus Software', title: 'CFO' }, 'technology'],
  [{ company: 'Blue Wave Marine Services' }, 'ocean'],
  [{ company: 'Helix Therapeutics', title: 'Scientist' }, 'biotech'],
  [{ company: 'Al Noor Hospital' }, 'healthcare'],
  [{ company: 'Falcon Aerospace' }, 'aerospace'],
  [{ company: 'Desert Farms' }, 'agriculture'],
  [{ company: 'Prime Properties' }, 'real_estate'],
  [{ company: 'Red Sea Resort' }, 'tourism'],
  [{ company: 'Golden Sports Club' }, 'sports'],
  [{ company: 'Sahara Contracting' }, 'construction'],
  [{ company: 'AquaPure Desalination' }, 'water'],
  [{ company: 'Northern Phosphate Mining' }, 'mining'],
  [{ company: 'Oasis Retail Group' }, 'retail'],
  [{ company: 'Dune Film Production' }, 'creative'],
  [{ company: 'Precision Machinery Factory' }, 'manufacturing'],
  [{ company: 'Shield Defense Systems' }, 'defense'],
  [{ title: 'Professor of Economics', email: 'p@uni.edu.sa' }, 'education'],
  [{ email: 'ops@army.mil' }, 'defense'],
  [{ company: 'Café Élan Hospitality' }, 'tourism'],
  // A company name outweighs a job title that points elsewhere.
  [{ company: 'Gulf Investment Bank', title: 'Chief Technology Officer' }, 'finance'],
  // Unknowns stay unclassified.
  [{ company: 'Acme', title: 'CEO', email: 'someone@gmail.com' }, null],
  [{ company: 'XYZ Holdings', title: 'Partner', email: 'x@xyz.example' }, null],
  [{ title: 'Chief Technology Officer' }, null],
  [{}, null],
  [{ company: '', title: '   ', email: 'not-an-email' }, null],
];

describe('classifyIndustry', () => {
  it.each(cases)('%j -> %s', (facts, expected) => {
    expect(classifyIndustry(facts).industry).toBe(expected);
  });

  it('breaks a tie by the stronger company evidence, then by catalogue order', () => {
    // "entertainment" weighs the same for tourism, sports and creative: catalogue order decides.
    expect(classifyIndustry({ company: 'Entertainment Entertainment' }).industry).toBe('tourism');
    // Equal totals (2 and 2), but creative's points come from the company name and sports'
    // from the title; catalogue order alone would have picked sports.
    const { industry, ranking } = classifyIndustry({
      company: 'Falcon Studio',
      title: 'Golf Racing',
    });
    expect(ranking.map((entry) => [entry.industry, entry.score])).toEqual([
      ['creative', 2],
      ['sports', 2],
    ]);
    expect(industry).toBe('creative');
  });

  it('reports its evidence', () => {
    const { ranking } = classifyIndustry({ company: 'Gulf Bank', email: 'a@gulfbank.example' });
    expect(ranking[0]?.evidence).toEqual(['company: bank', 'domain: gulfbank (bank)']);
  });
});

describe('keyword model', () => {
  it('covers every industry in the catalogue, and only those', () => {
    expect(Object.keys(INDUSTRY_TERMS).sort()).toEqual([...INDUSTRY_IDS].sort());
    for (const industry of Object.keys(DOMAIN_STEMS)) expect(INDUSTRY_IDS).toContain(industry);
  });

  it('uses weights from 1 to 3', () => {
    for (const terms of Object.values(INDUSTRY_TERMS)) {
      for (const weight of Object.values(terms)) expect([1, 2, 3]).toContain(weight);
    }
  });
});

describe('text helpers', () => {
  it.each([
    ['banks', 'bank'],
    ['industries', 'industry'],
    ['logistics', 'logistic'],
    ['securities', 'securities'],
    ['glass', 'glass'],
    ['gas', 'gas'],
    ['bus', 'bus'],
  ])('normalizeWord(%s) = %s', (word, expected) => {
    expect(normalizeWord(word)).toBe(expected);
  });

  it('tokenizes accents, ampersands and punctuation', () => {
    expect(tokenize('Oil & Gas — Énergie, Ltd.')).toEqual(['oil', 'and', 'gas', 'energie', 'ltd']);
  });

  it('matches the longest phrase first', () => {
    expect(matchPhrases(tokenize('Machine Learning Labs')).map((match) => match.phrase)).toEqual([
      'machine learning',
      'lab',
    ]);
  });

  it('ignores a stem found inside a longer one', () => {
    expect(matchDomainStems('acmefintech').map((match) => match.stem)).toEqual(['fintech']);
  });

  it.each([
    [['acme', 'com'], 'acme'],
    [['mail', 'acme', 'com', 'sa'], 'acme'],
    [['ksu', 'edu', 'sa'], 'ksu'],
    [['acme', 'co'], 'acme'],
  ])('organisationLabel(%j) = %s', (labels, expected) => {
    expect(organisationLabel(labels)).toBe(expected);
  });
});
